import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getGetIpoCalendarMockHandler } from '@/api/generated/ipo/ipo.msw';
import { getGetTransactionsQueryKey } from '@/api/generated/transactions/transactions';
import { server } from '@/mocks/node';
import { useLoader } from '@/stores/loader';
import { usePreferences } from '@/stores/preferences';
import * as stories from '../../../stories/pages/ipo/Calendar.stories';
import { CALENDAR } from '../../../stories/pages/ipo/fixtures';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';
import { newStoryQueryClient } from '../../../stories/pages/frame';
import { useFrozenNow } from './frozenNow';
import { silenceExpected } from '../../utils/console';

const s = composeStories(stories);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Opens Aurora's Buy dialog and puts `quantity` into it. */
async function startBuying(quantity: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Buy Aurora Grid Energy' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Buy Aurora Grid Energy' }));
  const field = dialog.getByRole('spinbutton', { name: /^Quantity/ });
  await user.clear(field);
  await user.type(field, quantity);
  return { user, dialog, confirm: dialog.getByRole('button', { name: 'Confirm purchase' }) };
}

describe('CalendarPage', () => {
  // A wallets-info that cannot be read is logged, as the app logs every malformed answer.
  silenceExpected(/^Malformed response from getWalletsInfo /);
  useCleanClient();
  useFrozenNow();

  it('runs the Loaded story', async () => {
    await renderPageStory(s.Loaded).play();
  });

  it('runs the FilteredOpen story', async () => {
    await renderPageStory(s.FilteredOpen).play();
  });

  it('runs the ListView story', async () => {
    await renderPageStory(s.ListView).play();
  });

  it('runs the Empty story', async () => {
    await renderPageStory(s.Empty).play();
  });

  it('runs the Error story', async () => {
    await renderPageStory(s.Error).play();
  });

  it('runs the CountdownFocused story', async () => {
    await renderPageStory(s.CountdownFocused).play();
  });

  it('runs the StatusOverClock story: the status decides, whatever this clock says', async () => {
    await renderPageStory(s.StatusOverClock).play();
  });

  it('runs the FilteredClosed story', async () => {
    await renderPageStory(s.FilteredClosed).play();
  });

  it.each([
    'BuyValid',
    'BuyBelowMinimum',
    'BuyNotLotMultiple',
    'BuyUnaffordable',
    'BuySuccess',
    'German',
  ] as const)('runs the %s story', async (name) => {
    await renderPageStory(s[name]).play();
  });

  it.each([
    ['a week before every window', '2026-03-01T00:00:00Z'],
    ['during the open windows', '2026-03-16T10:00:00Z'],
    ['after every window', '2026-06-01T00:00:00Z'],
  ])(
    'never offers Buy on a card that says closed, nor says closed where it offers Buy, %s',
    async (_, clock) => {
      vi.setSystemTime(new Date(clock));
      renderPageStory(s.Loaded);
      const cards = await screen.findAllByRole('article');
      expect(cards).toHaveLength(CALENDAR.length);
      for (const card of cards) {
        const ipo = CALENDAR.find(
          (item) => item.company === within(card).getByRole('heading').textContent,
        )!;
        const buy = within(card).queryByRole('button', { name: /^Buy / });
        // Buy exactly where the backend says open; "closed" never beside it.
        expect(Boolean(buy)).toBe(ipo.status === 'open');
        if (buy) expect(card).not.toHaveTextContent(/closed/i);
        if (ipo.status !== 'open') expect(within(card).queryByText('Closes in')).toBeNull();
        if (ipo.status === 'closed' || ipo.status === 'listed') {
          expect(within(card).queryByText(/^(Closes in|Opens in|Opens shortly)$/)).toBeNull();
        }
      }
    },
  );

  it('shows the same status and window line in the list view, whatever the clock', async () => {
    vi.setSystemTime(new Date('2026-06-01T00:00:00Z'));
    renderPageStory(s.ListView);
    const table = await screen.findByRole('table', { name: 'IPOs' });
    const aurora = within(within(table).getByText('Aurora Grid Energy').closest('tr')!);
    expect(aurora.getByText('Open')).toBeInTheDocument();
    expect(aurora.getByRole('button', { name: 'Buy Aurora Grid Energy' })).toBeInTheDocument();
    expect(aurora.queryByText(/closed|Closes in/i)).toBeNull();
    const skyline = within(within(table).getByText('Skyline Mobility AG').closest('tr')!);
    expect(skyline.getByText('Closed')).toBeInTheDocument();
    expect(skyline.queryByRole('button')).toBeNull();
  });

  it('keeps the status filter in the URL', async () => {
    const { location } = renderPageStory(s.Loaded);
    const user = userEvent.setup();
    const filter = await screen.findByRole('navigation', { name: 'Filter by status' });
    await user.click(within(filter).getByRole('link', { name: 'Upcoming' }));
    await waitFor(() => expect(location.current?.search).toBe('?status=upcoming'));
    expect(await screen.findAllByRole('article')).toHaveLength(
      CALENDAR.filter((ipo) => ipo.status === 'upcoming').length,
    );
  });

  it('switches to the list view and remembers it', async () => {
    renderPageStory(s.Loaded);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'List view' }));
    expect(await screen.findByRole('table', { name: 'IPOs' })).toBeInTheDocument();
    expect(usePreferences.getState().isTileView).toBe(false);
    expect(localStorage.getItem('isTileView')).toBe('false');
  });

  it('shows what the main wallet has available only once wallets-info says it, never the balance first', async () => {
    const answer = async () => {
      await delay('infinite');
      return HttpResponse.json({});
    };
    renderPageStory(s.BuyValid, { watch: [http.post('*/api/wallets-info', () => answer())] });
    const { dialog } = await startBuying('40');
    const available = () =>
      dialog.getByText('Available in the main wallet').nextElementSibling?.textContent;
    expect(await dialog.findByText('$ 1,040.00')).toBeInTheDocument();
    expect(available()).toBe('—Loading…');
    expect(dialog.queryByText('$ 12,345.60')).not.toBeInTheDocument();
  });

  it.each([
    ['an error status', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })],
    ['a message instead of figures', () => HttpResponse.json({ message: 'weird' })],
    [
      'figures wrapped in `data`',
      () =>
        HttpResponse.json({
          data: {
            wallet_id: 1,
            balance: 12345.6,
            available: 12000,
            reserved: 345.6,
            currency: 'USD',
          },
        }),
    ],
    [
      'an available amount in words',
      () =>
        HttpResponse.json({
          wallet_id: 1,
          balance: 12345.6,
          available: 'lots',
          reserved: 345.6,
          currency: 'USD',
          last_transactions: [],
        }),
    ],
  ])(
    'keeps the Buy dialog usable when wallets-info answers %s: a dash, why, and a retry in place',
    async (_, answer) => {
      let reply: () => Response = answer;
      server.use(http.post('*/api/wallets-info', () => reply()));
      renderPageStory(s.BuyValid);
      const { user, dialog, confirm } = await startBuying('40');
      const figure = () => dialog.getByText('Available in the main wallet').nextElementSibling;
      await waitFor(() => expect(figure()).toHaveTextContent('— Not loaded.'));
      // Never the balance under the word "available"; the order can still be confirmed.
      expect(dialog.queryByText('$ 12,345.60')).not.toBeInTheDocument();
      expect(confirm).toBeEnabled();
      reply = () =>
        HttpResponse.json({
          wallet_id: 1,
          balance: 12345.6,
          available: 12000,
          reserved: 345.6,
          currency: 'USD',
          last_transactions: [],
        });
      await user.click(within(figure() as HTMLElement).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(figure()).toHaveTextContent('$ 12,000.00'));
    },
  );

  it('retries a failed calendar in place', async () => {
    renderPageStory(s.Error);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.use(getGetIpoCalendarMockHandler(CALENDAR));
    await userEvent.setup().click(retry);
    expect(await screen.findAllByRole('article')).toHaveLength(CALENDAR.length);
  });

  it('sends { stock_id, quantity } once however often Confirm is pressed, without the global loader', async () => {
    const buys = recordRequests('post', '*/api/ipo/buy');
    const loaderStarts = vi.spyOn(useLoader.getState(), 'start');
    const wallets = recordRequests('post', '*/api/wallets');
    renderPageStory(s.BuySuccess, { watch: [buys.handler, wallets.handler] });
    const { user, confirm } = await startBuying('20');
    const before = loaderStarts.mock.calls.length;
    await user.dblClick(confirm);
    await user.click(confirm);
    expect(
      await screen.findByText(
        'You subscribed to 20 shares of Aurora Grid Energy for $ 520.00. The subscription is awaiting allocation.',
      ),
    ).toBeInTheDocument();
    expect(buys.seen).toHaveLength(1);
    expect(await buys.seen[0]!.json()).toEqual({ stock_id: 46, quantity: 20 });
    expect(buys.seen[0]!.headers.get('Idempotency-Key')).toMatch(UUID);
    // The wallets (the sidebar balance) are fetched again after the purchase, quietly too.
    await waitFor(() => expect(wallets.seen.length).toBeGreaterThanOrEqual(2));
    expect(loaderStarts.mock.calls.length).toBe(before);
  });

  it('after a purchase, the transactions a list holds are read again at its next showing', async () => {
    const queryClient = newStoryQueryClient();
    const recent = getGetTransactionsQueryKey({ per_page: 5 });
    queryClient.setQueryData(recent, {
      data: [],
      meta: { current_page: 1, last_page: 1, total: 0 },
    });
    await renderPageStory(s.BuySuccess, { queryClient }).play();
    expect(queryClient.getQueryState(recent)?.isInvalidated).toBe(true);
  });

  it('sends nothing for a quantity that is not a whole number of lots, or more than the balance', async () => {
    const buys = recordRequests('post', '*/api/ipo/buy');
    renderPageStory(s.BuyUnaffordable, { watch: [buys.handler] });
    const { user, confirm, dialog } = await startBuying('25');
    await user.click(confirm);
    expect(dialog.getByRole('spinbutton', { name: /^Quantity/ })).toHaveAccessibleDescription(
      expect.stringContaining('choose 20 or 30'),
    );
    const field = dialog.getByRole('spinbutton', { name: /^Quantity/ });
    await user.clear(field);
    await user.type(field, '20');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Not enough funds')),
    );
    await user.click(confirm);
    expect(buys.seen).toHaveLength(0);
  });

  it('shows the 422 under the quantity and logs "Purchase failed"', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { play } = renderPageStory(s.Buy422);
    await play();
    expect(log).toHaveBeenCalledWith('Purchase failed', expect.anything());
  });

  it('says a purchase whose answer was lost is not confirmed, looks it up and resends only the same order with the same key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const buys = recordRequests('post', '*/api/ipo/buy');
    const history = recordRequests('post', '*/api/ipo/history');
    const holdings = recordRequests('post', '*/api/ipo/my-ipo');
    const wallets = recordRequests('post', '*/api/wallets');
    const { play } = renderPageStory(s.BuyAnswerLost, {
      watch: [buys.handler, history.handler, holdings.handler, wallets.handler],
    });
    await play();
    const dialog = within(screen.getByRole('dialog', { name: 'Buy Aurora Grid Energy' }));
    // Read when the dialog opened, and again to look for the order; holdings and balance refreshed.
    expect(history.seen).toHaveLength(2);
    expect(wallets.seen.length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/try again/i)).toBeNull();
    const key = buys.seen[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(UUID);

    const user = userEvent.setup();
    await user.click(dialog.getByRole('button', { name: 'Send the same order again' }));
    await waitFor(() => expect(buys.seen).toHaveLength(2));
    expect(await buys.seen[1]!.json()).toEqual({ stock_id: 46, quantity: 20 });
    expect(buys.seen[1]!.headers.get('Idempotency-Key')).toBe(key);
    expect(
      await dialog.findByText(/the order is not among your orders yet, so it is not confirmed/),
    ).toBeInTheDocument();

    // Closed and opened anew, the same order still goes with the same key.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    const again = await startBuying('20');
    await again.user.click(again.confirm);
    await waitFor(() => expect(buys.seen).toHaveLength(3));
    expect(buys.seen[2]!.headers.get('Idempotency-Key')).toBe(key);
  });

  it('shows the order a lost answer was about once the lookup finds it, and a new order gets a new key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const buys = recordRequests('post', '*/api/ipo/buy');
    const { play } = renderPageStory(s.BuyAnswerLostArrived, { watch: [buys.handler] });
    await play();
    const first = buys.seen[0]!.headers.get('Idempotency-Key');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await startBuying('20');
    await again.user.click(again.confirm);
    await waitFor(() => expect(buys.seen).toHaveLength(2));
    expect(buys.seen[1]!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(buys.seen[1]!.headers.get('Idempotency-Key')).not.toBe(first);
  });

  it("gives a refused order's retry a new key (a 422 is a definite answer)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const buys = recordRequests('post', '*/api/ipo/buy');
    const { play } = renderPageStory(s.Buy422, { watch: [buys.handler] });
    await play();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(buys.seen).toHaveLength(2));
    const [first, second] = buys.seen.map((request) => request.headers.get('Idempotency-Key'));
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('keeps the key of an order the server failed on (5xx) for its retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const buys = recordRequests('post', '*/api/ipo/buy');
    renderPageStory(s.Loaded, {
      watch: [
        buys.handler,
        http.post('*/api/ipo/buy', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
      ],
    });
    const { user, confirm, dialog } = await startBuying('20');
    await user.click(confirm);
    expect(await dialog.findByRole('alert')).toBeInTheDocument();
    expect(dialog.getByRole('spinbutton', { name: /^Quantity/ })).toHaveValue(20);
    await user.click(confirm);
    await waitFor(() => expect(buys.seen).toHaveLength(2));
    expect(buys.seen[1]!.headers.get('Idempotency-Key')).toBe(
      buys.seen[0]!.headers.get('Idempotency-Key'),
    );
  });

  it('runs the busy story: the confirm button is disabled while the purchase is under way', async () => {
    await renderPageStory(s.BuyBusy).play();
  });
});
