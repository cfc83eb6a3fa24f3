import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '@/design-system/EmptyState';
import * as stories from '../../stories/design-system/EmptyState.stories';
import { renderWithProviders } from '../utils/render';

const { Default, WithAction, WithoutIcon } = composeStories(stories);

describe('EmptyState', () => {
  it('shows the title as a level-2 heading and the description', () => {
    renderWithProviders(<Default />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'No transactions yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your deposits, withdrawals and payouts will appear here.'),
    ).toBeInTheDocument();
  });

  it('uses the heading level the page asks for', () => {
    renderWithProviders(<EmptyState title="Coming soon" titleAs="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
  });

  it('shows a decorative icon by default and none when icon is null', () => {
    const { container, unmount } = renderWithProviders(<Default />);
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    unmount();
    const { container: bare } = renderWithProviders(<WithoutIcon />);
    expect(bare.querySelector('svg')).toBeNull();
  });

  it('renders the action when one is given', async () => {
    const onClick = fn();
    renderWithProviders(<WithAction action={<button onClick={onClick}>Make a deposit</button>} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Make a deposit' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
