import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type LinkProps } from '@/design-system/Link';
import { Tabs } from '@/design-system/Tabs';
import * as stories from '../../stories/design-system/Tabs.stories';
import { renderWithProviders } from '../utils/render';

const { Default, Links } = composeStories(stories);

/** Stands in for the app's router link, marked so the test can tell it was used. */
const MarkedLink = ({ children, ...props }: LinkProps) => (
  <a {...props} data-router-link="">
    {children}
  </a>
);

const TABS = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
  { id: 'c', label: 'Gamma' },
];

describe('Tabs', () => {
  it('links each tab to its panel and makes only the selected tab a tab stop', () => {
    renderWithProviders(
      <Tabs tabs={TABS} value="b" label="Sections">
        Beta content
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const beta = screen.getByRole('tab', { name: 'Beta' });
    expect(beta).toHaveAttribute('aria-selected', 'true');
    expect(beta).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Beta' });
    expect(beta).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Beta content');
    // Every tab controls an element that exists.
    for (const tab of screen.getAllByRole('tab')) {
      expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).not.toBeNull();
    }
  });

  it('moves and selects with arrow keys, wrapping, and jumps with Home and End', async () => {
    const onChange = fn();
    const user = userEvent.setup();
    renderWithProviders(<Default onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Wallets' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Wallets' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith('wallets');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('overview');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Content of Overview.');
  });

  it('keeps moving focus even when the parent ignores onChange', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Tabs tabs={TABS} value="a" label="Sections" />);
    screen.getByRole('tab', { name: 'Alpha' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
  });

  it('renders routed tabs as navigation links with aria-current', async () => {
    const onChange = fn();
    renderWithProviders(<Links onChange={onChange} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'IPO' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/en/ipo/calendar',
      '/en/ipo/calculator',
      '/en/ipo/history',
      '/en/ipo/my-ipo',
    ]);
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'My IPO' })).not.toHaveAttribute('aria-current');
    await userEvent.setup().click(screen.getByRole('link', { name: 'My IPO' }));
    expect(onChange).toHaveBeenCalledWith('my-ipo');
  });

  it("renders its links through the app's link component", () => {
    renderWithProviders(
      <LinkProvider component={MarkedLink}>
        <Tabs
          variant="links"
          label="IPO"
          value="x"
          tabs={[{ id: 'x', label: 'Calendar', href: '/en/ipo/calendar' }]}
        />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Calendar' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
