import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/SectionNav.stories';
import { renderWithProviders } from '../utils/render';

const { Default } = composeStories(stories);

describe('SectionNav', () => {
  it('lists the sections in order with the current one marked', () => {
    renderWithProviders(<Default />);
    const nav = screen.getByRole('navigation', { name: 'More sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/en/wallet/wallets',
      '/en/trading-account/accounts',
      '/en/ipo/calendar',
      '/en/investor',
      '/en/tickets',
      '/en/articles',
      '/en/analytics',
      '/en/settings/profile',
    ]);
    expect(
      links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent),
    ).toEqual(['Wallets']);
  });

  it('tells the parent when a link was chosen', async () => {
    const onNavigate = fn();
    const user = userEvent.setup();
    renderWithProviders(<Default onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'IPO' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
