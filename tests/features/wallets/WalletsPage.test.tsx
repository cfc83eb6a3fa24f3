import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/wallets/Wallets.stories';
import { renderPageStory } from '../../utils/renderPageStory';

const { Loaded, Empty, Failed } = composeStories(stories);
const slow = { timeout: 5000 };

describe('WalletsPage', () => {
  it('shows each wallet in its own currency, linked to its page', async () => {
    const { play } = renderPageStory(Loaded);
    await screen.findByRole('link', { name: 'Main wallet' }, slow);
    await play();
    expect(screen.getByRole('link', { name: 'EUR wallet' })).toHaveAttribute(
      'href',
      '/en/wallet/2',
    );
    // Never summed across currencies.
    expect(screen.queryByText('$ 14,845.60')).toBeNull();
  });

  it('switches to the list view and remembers it', async () => {
    renderPageStory(Loaded);
    await screen.findByRole('link', { name: 'Main wallet' }, slow);
    await userEvent.setup().click(screen.getByRole('button', { name: 'List view' }));
    expect(localStorage.getItem('isTileView')).toBe('false');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the empty state', async () => {
    const { play } = renderPageStory(Empty);
    await play();
  });

  it('offers a retry in place when the list fails', async () => {
    const { play } = renderPageStory(Failed);
    await play();
  });
});
