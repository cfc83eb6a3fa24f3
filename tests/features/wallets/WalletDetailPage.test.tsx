import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/wallets/WalletDetail.stories';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const { Loaded, NotFound, Foreign, Malformed, Failed, NoTransactions } = composeStories(stories);
const slow = { timeout: 5000 };

describe('WalletDetailPage', () => {
  it('asks wallets-info with a form-encoded wallet_id and shows balance, available and reserved', async () => {
    const info = recordRequests('post', '*/api/wallets-info');
    const { play } = renderPageStory(Loaded, { watch: [info.handler] });
    await screen.findByRole('heading', { level: 1, name: 'Main wallet' }, slow);
    await play();
    await waitFor(() => expect(info.seen).toHaveLength(1));
    expect(info.seen[0]!.headers.get('content-type')).toContain(
      'application/x-www-form-urlencoded',
    );
    expect(await info.seen[0]!.text()).toBe('wallet_id=1');
    expect(screen.getByText('Reserved')).toBeInTheDocument();
  });

  it('shows not found for an id that is not the user’s, without asking for it', async () => {
    const info = recordRequests('post', '*/api/wallets-info');
    const { play } = renderPageStory(NotFound, { watch: [info.handler] });
    await play();
    expect(info.seen).toHaveLength(0);
  });

  it('shows not found when the server refuses the id', async () => {
    const { play } = renderPageStory(Foreign);
    await play();
  });

  it('shows not found for a malformed id', async () => {
    const { play } = renderPageStory(Malformed);
    await play();
  });

  it('offers a retry in place when the details fail', async () => {
    const { play } = renderPageStory(Failed);
    await play();
  });

  it('says so when there are no transactions', async () => {
    const { play } = renderPageStory(NoTransactions);
    await play();
  });
});
