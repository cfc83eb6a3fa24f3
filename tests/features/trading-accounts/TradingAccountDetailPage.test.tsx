import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTradingAccountAutologinMockHandler } from '@/api/generated/trading/trading.msw';
import { safePlatformUrl } from '@/features/trading-accounts/TradingAccountDetailPage';
import * as stories from '../../../stories/pages/trading-accounts/TradingAccountDetail.stories';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const { Loaded, FilteredFromUrl, NotFound, HistoryError, HistoryEmpty, UnsafePlatformUrl } =
  composeStories(stories);
const slow = { timeout: 5000 };

describe('TradingAccountDetailPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the facts and the first page of trades', async () => {
    const history = recordRequests('post', '*/api/trading-account/history');
    const { play } = renderPageStory(Loaded, { watch: [history.handler] });
    await screen.findByRole('heading', { level: 1, name: 'Account 5100302' }, slow);
    await play();
    expect(await history.seen[0]!.json()).toEqual({
      trading_account_id: 302,
      page: 1,
      per_page: 10,
    });
  });

  it('keeps the period and the page in the URL and sends them', async () => {
    const history = recordRequests('post', '*/api/trading-account/history');
    const { location, play } = renderPageStory(FilteredFromUrl, { watch: [history.handler] });
    await play();
    await waitFor(() => expect(history.seen.length).toBeGreaterThan(0));
    expect(await history.seen[0]!.json()).toEqual({
      trading_account_id: 302,
      page: 2,
      per_page: 10,
      from: '2026-01-01',
      to: '2026-02-28',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(location.current?.search).toBe('');
  });

  it('moves to the next page through the URL', async () => {
    const { location } = renderPageStory(Loaded);
    const nav = await screen.findByRole('navigation', { name: 'Pages of the trade history' }, slow);
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(location.current?.search).toBe('?page=2');
  });

  it('opens the platform link in a new tab with noopener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const autologin = recordRequests('post', '*/api/trading-account/autologin');
    renderPageStory(Loaded, { watch: [autologin.handler] });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Open in trading platform' }, slow));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/trade\.example\.com\/login\?ticket=/),
      '_blank',
      'noopener',
    );
    expect(await autologin.seen[0]!.json()).toMatchObject({ trading_account_id: 302 });
  });

  it('never opens anything but a web address', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { play } = renderPageStory(UnsafePlatformUrl);
    await play();
    expect(open).not.toHaveBeenCalled();
    expect(safePlatformUrl('http://trade.example.com/x')).toBe('http://trade.example.com/x');
    expect(safePlatformUrl('data:text/html,hi')).toBeNull();
    expect(safePlatformUrl('//evil.example.com')).toBeNull();
    expect(safePlatformUrl(42)).toBeNull();
  });

  it('says so when the server answers an unusable link', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPageStory(Loaded, { watch: [getTradingAccountAutologinMockHandler({ url: 'ftp://x' })] });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Open in trading platform' }, slow));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows not found for an account that is not the user’s', async () => {
    const { play } = renderPageStory(NotFound);
    await play();
  });

  it('keeps the page when the history fails, with a retry in place', async () => {
    const { play } = renderPageStory(HistoryError);
    await play();
  });

  it('says so when the period has no trades', async () => {
    const { play } = renderPageStory(HistoryEmpty);
    await play();
  });
});
