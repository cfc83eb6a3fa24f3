import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getGetAnalyticsQueryKey } from '@/api/generated/analytics/analytics';
import { getGetAnalyticsMockHandler } from '@/api/generated/analytics/analytics.msw';
import { getGetTradingAccountListMockHandler } from '@/api/generated/trading/trading.msw';
import { getGetWalletsMockHandler } from '@/api/generated/wallets/wallets.msw';
import * as stories from '../../../stories/pages/analytics/Analytics.stories';
import { newStoryQueryClient } from '../../../stories/pages/frame';
import { networkError } from '../../../stories/pages/responses';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

// Amounts in the summary sentences keep "$" and the figure together with a no-break space.
const {
  Loaded,
  SevenDays,
  NinetyDays,
  OneYear,
  SwitchPeriod,
  AsTable,
  Empty,
  Loading,
  Failed,
  ConvertedIntoDollars,
  ConvertedWithoutRates,
  WithoutAnyRate,
  ReportedInEuros,
} = composeStories(stories);

/** A client whose wallets and trading accounts all hold dollars: nothing to convert. */
const dollarsOnly = [
  getGetWalletsMockHandler([{ id: 1, currency: 'USD', balance: 750, name: 'Main wallet' }]),
  getGetTradingAccountListMockHandler({
    data: [
      {
        id: 301,
        login: '5100301',
        currency: { id: 1, name: 'US Dollar' },
        balance: 250,
        equity: 250,
        leverage: '1:100',
        server: 'Demo',
        created_at: '2026-01-01T00:00:00Z',
      },
    ],
  }),
];

/*
 * jsdom has no layout and no ResizeObserver, so the charts keep a zero size and draw nothing, which
 * keeps most tests quick. Tests about the drawing itself use this stand-in: it reports a fixed size
 * at once, and the charts draw as in a browser.
 */
class FixedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: 640, height: 240 } as DOMRectReadOnly;
    this.callback(
      [{ target, contentRect } as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}
const drawCharts = () => vi.stubGlobal('ResizeObserver', FixedSizeObserver);
afterEach(() => {
  vi.unstubAllGlobals();
});
// The page loads the charting library on demand; load it before the tests, or the first test
// spends its time budget compiling it.
beforeAll(async () => {
  await import('@/features/analytics/AnalyticsCharts');
});

/** The balance chart of a period, named by its summary sentence (the period, then its days). */
const balanceChart = (phrase: string) =>
  screen.findByRole('img', { name: new RegExp(`^Balance .* ${phrase} \\([^)]+\\)\\.( .+)?$`) });

const analyticsRequests = () => recordRequests('post', '*/api/analytics');

const bodies = async (seen: Request[]) =>
  Promise.all(seen.map((request) => request.clone().json()));

describe('AnalyticsPage', () => {
  it('asks for the default period, 30 days, when the URL names none', async () => {
    const recorder = analyticsRequests();
    renderPageStory(Loaded, { watch: [recorder.handler] });
    await balanceChart('over the last 30 days');
    expect(screen.getByRole('tab', { name: '30 days' })).toHaveAttribute('aria-selected', 'true');
    expect(await bodies(recorder.seen)).toEqual([{ period: '30d' }]);
  });

  it.each([
    ['7d', SevenDays, '7 days', 'over the last 7 days'],
    ['90d', NinetyDays, '90 days', 'over the last 90 days'],
    ['1y', OneYear, '1 year', 'over the last year'],
  ] as const)('asks for the period of the URL (?period=%s)', async (period, Story, tab, phrase) => {
    const recorder = analyticsRequests();
    renderPageStory(Story, { watch: [recorder.handler] });
    await balanceChart(phrase);
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(await bodies(recorder.seen)).toEqual([{ period }]);
  });

  it('treats an unknown period in the URL as the default', async () => {
    const recorder = analyticsRequests();
    renderPageStory(Loaded, {
      watch: [recorder.handler],
      initialEntries: ['/en/analytics?period=5y'],
    });
    await balanceChart('over the last 30 days');
    expect(await bodies(recorder.seen)).toEqual([{ period: '30d' }]);
  });

  it('puts a chosen period into the URL and asks the server for it', async () => {
    const recorder = analyticsRequests();
    const { location } = renderPageStory(SwitchPeriod, { watch: [recorder.handler] });
    await balanceChart('over the last 30 days');
    await userEvent.click(screen.getByRole('tab', { name: '7 days' }));
    await balanceChart('over the last 7 days');
    expect(location.current?.search).toBe('?period=7d');
    expect(await bodies(recorder.seen)).toEqual([{ period: '30d' }, { period: '7d' }]);

    await userEvent.click(screen.getByRole('tab', { name: '1 year' }));
    await screen.findByRole('img', { name: /^Balance .* over the last year \(/ });
    expect(location.current?.search).toBe('?period=1y');
    expect((await bodies(recorder.seen)).at(-1)).toEqual({ period: '1y' });
  });

  it('shows the summary of the balance with the first and the last balance of the period and its days', async () => {
    const points = [
      { date: '2026-03-14', balance: 10000 },
      { date: '2026-03-15', balance: 11000 },
      { date: '2026-03-16', balance: 12345.6 },
    ];
    renderPageStory(Loaded, {
      watch: [
        getGetAnalyticsMockHandler({
          data: {
            balance_history: points,
            pnl: [
              { date: '2026-03-15', value: 120.5 },
              { date: '2026-03-16', value: -20 },
            ],
            allocation: [
              { label: 'Wallets', value: 750 },
              { label: 'Trading accounts', value: 250 },
            ],
            totals: { deposits: 2000, withdrawals: 500, profit: 100.5 },
          },
        }),
        ...dollarsOnly,
      ],
    });
    expect(
      await screen.findByRole('img', {
        name: 'Balance of your wallets rose from $\u00a010,000.00 to $\u00a012,345.60 over the last 30 days (Mar 14\u2009–\u200916, 2026).',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Net profit and loss of your trading accounts over the last 30 days (Mar 14\u2009–\u200916, 2026): +$\u00a0100.50. 1 day with a gain, 1 day with a loss.',
      }),
    ).toBeInTheDocument();
    // Nothing was converted (no rates_at): a plain total in the one currency.
    expect(
      screen.getByRole('img', {
        name: '$\u00a01,000.00 in total today; the largest share, 75%, is in Wallets.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('+$ 100.50')).toHaveAttribute('data-sensitive');
    expect(screen.getByText('$ 2,000.00')).toBeInTheDocument();
    // Each headline figure names the days it covers.
    expect(screen.getAllByText('over the last 30 days (Mar 14 – 16, 2026)')).toHaveLength(3);
    // No reporting currency in the answer: the contract's default, USD, and no word of a conversion.
    expect(screen.getByText('Reporting currency: US Dollar (USD).')).toBeInTheDocument();
    expect(screen.queryByText(/converted/)).toBeNull();
  });

  it('names the conversion of other currencies and the time of its rates, and labels the shares so', async () => {
    drawCharts();
    const { play } = renderPageStory(ConvertedIntoDollars);
    await play();
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const allocation = screen.getByRole('table', { name: 'Allocation' });
    expect(
      within(allocation).getByRole('columnheader', { name: 'Share of the converted total' }),
    ).toBeInTheDocument();
    const trading = within(allocation).getByRole('row', { name: /Trading accounts/ });
    expect(trading).toHaveTextContent('$ 399,950.00');
    expect(trading).toHaveTextContent('92.25%');
    // A loss in the profit-and-loss table reads "−" (U+2212), a gain "+".
    const pnl = screen.getByRole('table', { name: 'Profit and loss' });
    expect(within(pnl).getAllByText('−$ 250.50')).toHaveLength(4);
    expect(within(pnl).getByText('+$ 2,771.80')).toBeInTheDocument();
  });

  it('adds no currencies at rates the answer does not state: no total, no chart, no share', async () => {
    drawCharts();
    await renderPageStory(ConvertedWithoutRates).play();
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    // Neither in the table view: no balance or profit table, only the allocation per currency.
    expect(screen.getAllByRole('table')).toHaveLength(1);
    const allocation = screen.getByRole('table', { name: 'Allocation' });
    expect(within(allocation).getByRole('row', { name: /IPO holdings/ })).toHaveTextContent(
      '$ 18,516.40',
    );
    expect(within(allocation).getAllByRole('columnheader')).toHaveLength(2);
    expect(
      screen.getByText(/The broker did not state those rates: a figure that would add currencies/),
    ).toBeVisible();
  });

  it('takes an answer without rates or their time as mixing currencies the client holds', async () => {
    drawCharts();
    await renderPageStory(WithoutAnyRate).play();
    expect(screen.getAllByText('—')).toHaveLength(3);
    expect(
      screen.getByText(
        /^The profit and loss of your trading accounts .* is not drawn: it would add USD and EUR at a rate/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/15,070\.60|3,333\.70/)).toBeNull();
  });

  it('draws nothing that may add currencies before the trading accounts are known', async () => {
    drawCharts();
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const late = http.post('*/api/trading-account/list', async () => {
      await held;
      return undefined; // on to the demo backend's answer: accounts in dollars and euros
    });
    const queryClient = newStoryQueryClient();
    renderPageStory(WithoutAnyRate, { watch: [late], queryClient });
    const analytics = () =>
      queryClient.getQueryCache().find({ queryKey: getGetAnalyticsQueryKey({ period: '30d' }) });
    await vi.waitFor(() => expect(analytics()?.state.status).toBe('success'));
    // The cache tells its observers on the next task: let React render what they were told.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // The analytics answer is in, the accounts' is not: the figures wait, nothing is drawn.
    expect(screen.queryByText(/^Reporting currency/)).toBeNull();
    expect(screen.queryByRole('img', { name: /^Net profit and loss/ })).toBeNull();
    expect(screen.queryByText(/15,070\.60|3,333\.70/)).toBeNull();
    answer();
    expect(
      await screen.findByText(/^The profit and loss of your trading accounts .* is not drawn/),
    ).toBeVisible();
    expect(screen.queryByRole('img', { name: /^Net profit and loss/ })).toBeNull();
  });

  it('draws the series of an answer without rates when the client holds its currency only', async () => {
    renderPageStory(WithoutAnyRate, { watch: dollarsOnly });
    expect(
      await screen.findByRole('img', { name: /^Balance of your wallets fell from/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('+$ 3,333.70')).toBeInTheDocument();
    expect(screen.getByText('Reporting currency: US Dollar (USD).')).toBeInTheDocument();
    expect(screen.queryByText(/not drawn/)).toBeNull();
  });

  it('shows every amount in the reporting currency the answer names', async () => {
    drawCharts();
    await renderPageStory(ReportedInEuros).play();
    expect(
      screen.getByText(
        /converted into EUR at 0\.9174 EUR per USD, the broker's rates of Mar 16, 2026/,
      ),
    ).toBeVisible();
  });

  it('shows every chart as a table on demand, and the charts again', async () => {
    const { play } = renderPageStory(AsTable);
    await play();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    const balance = screen.getByRole('table', { name: 'Balance history' });
    // The demo backend answers one point per day of the period.
    expect(within(balance).getAllByRole('row')).toHaveLength(31);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('table')).toBeNull();
    expect(await screen.findAllByRole('img')).toHaveLength(3);
  });

  it('says so when the period holds nothing', async () => {
    await renderPageStory(Empty).play();
  });

  it('shows placeholders while loading', async () => {
    await renderPageStory(Loading).play();
  });

  it('shows an error in place, and the figures after a successful retry', async () => {
    renderPageStory(Failed, {
      withHandlers: false,
      watch: [getGetAnalyticsMockHandler(networkError, { once: true })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /^Balance/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Analytics could not be loaded' })).toBeNull();
  });

  it('runs the failure story: the retry stays offered while the server cannot be reached', async () => {
    await renderPageStory(Failed).play();
  });

  it('draws the three charts of the default period (the story)', async () => {
    drawCharts();
    await renderPageStory(Loaded).play();
  });

  it('switches the period with the arrow keys, focus following the selected tab', async () => {
    const { location } = renderPageStory(SwitchPeriod);
    await balanceChart('over the last 30 days');
    screen.getByRole('tab', { name: '30 days' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const ninety = screen.getByRole('tab', { name: '90 days' });
    expect(ninety).toHaveAttribute('aria-selected', 'true');
    expect(ninety).toHaveFocus();
    await balanceChart('over the last 90 days');
    expect(location.current?.search).toBe('?period=90d');
  });
});
