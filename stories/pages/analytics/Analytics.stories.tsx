import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getGetAnalyticsMockHandler } from '@/api/generated/analytics/analytics.msw';
import type { AnalyticsData } from '@/api/generated/model';
import { AnalyticsPage } from '@/features/analytics/AnalyticsPage';
import type { Canvas } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers, SLOW } from '../responses';

const meta = {
  title: 'Pages/Analytics',
  component: AnalyticsPage,
  parameters: pageParameters({ route: '/en/analytics' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof AnalyticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A period in which nothing happened: no balance points, no profit, nothing allocated. */
const EMPTY_ANALYTICS: AnalyticsData = {
  data: {
    balance_history: [],
    pnl: [],
    allocation: [],
    totals: { deposits: 0, withdrawals: 0, profit: 0 },
  },
};

/** Waits until the charting library has drawn all three charts (it loads on demand). */
async function chartsDrawn(canvasElement: HTMLElement, count = 3) {
  await waitFor(
    () => expect(canvasElement.querySelectorAll('svg.recharts-surface')).toHaveLength(count),
    { timeout: 10_000 },
  );
}

const at = (route: string) => ({ parameters: { page: { route } } });

const periodTab = (canvas: Canvas, name: string) => canvas.getByRole('tab', { name });

/** The end of a summary sentence: the period, then the days it covers in brackets. */
const endsWithPeriod = (phrase: string) => new RegExp(`${phrase} \\([^)]+\\)\\.( .+)?$`);

const DAY_MS = 86_400_000;

/** The 30 days from 15 February to 16 March 2026, one figure a day from `figure(index)`. */
const thirtyDays = <T,>(figure: (index: number) => T) =>
  Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 1, 15) + index * DAY_MS).toISOString().slice(0, 10),
    ...figure(index),
  }));

/** A balance that drifts down from 14,502.60 to 12,345.60 over the 30 days. */
const balances = (first: number, last: number) =>
  thirtyDays((index) => ({
    balance:
      index === 0
        ? first
        : index === 29
          ? last
          : Math.round((first + ((last - first) * index) / 29 + ((index % 5) - 2) * 120) * 100) /
            100,
  }));

/** Profit and loss per day: gains most days, a few losses, 3,333.70 in all. */
const DAILY_PNL = thirtyDays((index) => ({
  value: index === 29 ? 2771.8 : index % 7 === 3 ? -250.5 : index % 2 === 0 ? 120.3 : 0,
}));

/**
 * Thirty days of a client holding dollars and euros, reported in dollars: the euros were
 * converted at the broker's rates of 16 March, 10:00 UTC.
 */
const CONVERTED_ANALYTICS: AnalyticsData = {
  data: {
    balance_history: balances(14502.6, 12345.6),
    pnl: DAILY_PNL,
    allocation: [
      { label: 'Wallets', value: 15070.6 },
      { label: 'IPO holdings', value: 18516.4 },
      { label: 'Trading accounts', value: 399950 },
    ],
    totals: { deposits: 2000, withdrawals: 3500.5, profit: 3333.7 },
    currency: 'USD',
    rates_at: '2026-03-16T10:00:00Z',
    rates: { EUR: 1.09 },
  },
};

/** The same month from a backend that converts but does not say at which rates. */
const UNSTATED_ANALYTICS: AnalyticsData = {
  data: { ...CONVERTED_ANALYTICS.data, rates: undefined },
};

/**
 * Another month reported in euros (a backend whose reporting currency is EUR), closing with a
 * loss: 1,250.00 in all.
 */
const EURO_ANALYTICS: AnalyticsData = {
  data: {
    ...CONVERTED_ANALYTICS.data,
    balance_history: balances(13305.14, 11326.24),
    pnl: DAILY_PNL.map((point, index) => (index === 29 ? { ...point, value: -1811.9 } : point)),
    allocation: [
      { label: 'Wallets', value: 13826.24 },
      { label: 'IPO holdings', value: 16987.52 },
      { label: 'Trading accounts', value: 366926.61 },
    ],
    totals: { deposits: 1834.86, withdrawals: 3211.47, profit: -1250 },
    currency: 'EUR',
    rates_at: '2026-03-16T10:00:00Z',
    rates: { USD: 0.9174 },
  },
};

/** The same month from a backend that states neither rates nor when: it may have added them. */
const NO_RATES_ANALYTICS: AnalyticsData = {
  data: { ...CONVERTED_ANALYTICS.data, rates: undefined, rates_at: null },
};

const answering = (data: AnalyticsData) => ({
  parameters: { msw: { handlers: { analytics: [getGetAnalyticsMockHandler(data)] } } },
});

/** The last 30 days (the default period) from the demo backend: totals, three charts, legends. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(periodTab(canvas, '30 days')).toHaveAttribute('aria-selected', 'true');
    const balance = await canvas.findByRole(
      'img',
      { name: /^Balance of your wallets (rose|fell|stayed)/ },
      SLOW,
    );
    await expect(balance).toHaveAccessibleName(endsWithPeriod('over the last 30 days'));
    // The demo client holds euros too: the page says they were converted, at which rate and when.
    await expect(
      canvas.getByText(
        /^Reporting currency: US Dollar \(USD\)\. Amounts held in other currencies were converted into USD at 1\.09 USD per EUR, the broker's rates of /,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: /^Net profit and loss of your trading accounts over the last 30 days/,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: /the largest share/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const legends = canvas.getAllByRole('list', { name: 'Legend' });
    await expect(legends).toHaveLength(3);
    await expect(within(legends[1]!).getByText('Gain')).toBeVisible();
    await expect(within(legends[1]!).getByText('Loss')).toBeVisible();
    await chartsDrawn(canvasElement);
  },
};

/** Opened with `?period=7d`: the week, day by day. */
export const SevenDays: Story = {
  ...at('/en/analytics?period=7d'),
  play: async ({ canvas, canvasElement }) => {
    await expect(periodTab(canvas, '7 days')).toHaveAttribute('aria-selected', 'true');
    await canvas.findByRole('img', { name: endsWithPeriod('over the last 7 days') }, SLOW);
    await chartsDrawn(canvasElement);
  },
};

/** Opened with `?period=90d`. */
export const NinetyDays: Story = {
  ...at('/en/analytics?period=90d'),
  play: async ({ canvas, canvasElement }) => {
    await expect(periodTab(canvas, '90 days')).toHaveAttribute('aria-selected', 'true');
    await canvas.findByRole('img', { name: endsWithPeriod('over the last 90 days') }, SLOW);
    await chartsDrawn(canvasElement);
  },
};

/** Opened with `?period=1y`: profit and loss come per week. */
export const OneYear: Story = {
  ...at('/en/analytics?period=1y'),
  play: async ({ canvas, canvasElement }) => {
    await expect(periodTab(canvas, '1 year')).toHaveAttribute('aria-selected', 'true');
    await canvas.findByRole(
      'img',
      {
        name: /over the last year \([^)]+\): .* weeks? with a gain/,
      },
      SLOW,
    );
    await chartsDrawn(canvasElement);
  },
};

/** Choosing another period with the keyboard: the tab moves and the figures follow. */
export const SwitchPeriod: Story = {
  // Whether the focused tab still shows its focus ring at the screenshot depends on when the new
  // period's answer re-renders the page: the play function checks the behaviour instead.
  tags: ['no-snapshot'],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await canvas.findByRole('img', { name: endsWithPeriod('over the last 30 days') }, SLOW);
    await step('Arrow left from "30 days"', async () => {
      periodTab(canvas, '30 days').focus();
      await userEvent.keyboard('{ArrowLeft}');
    });
    await step('"7 days" is chosen and focused; the figures follow', async () => {
      // The period lives in the URL: the tab row follows the router's navigation, a render later
      // (seconds on a busy machine), not within the key press.
      await waitFor(
        () => expect(periodTab(canvas, '7 days')).toHaveAttribute('aria-selected', 'true'),
        { timeout: 10_000 },
      );
      await expect(periodTab(canvas, '7 days')).toHaveFocus();
      await canvas.findByRole('img', { name: endsWithPeriod('over the last 7 days') }, SLOW);
      await chartsDrawn(canvasElement);
    });
    periodTab(canvas, '7 days').blur();
  },
};

/** "Show as table": every chart becomes a table with the same figures, the switch is pressed. */
export const AsTable: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await canvas.findByRole('img', { name: endsWithPeriod('over the last 30 days') }, SLOW);
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await step('Show as table', () => userEvent.click(toggle));
    await step('Every chart is a table; the switch is pressed', async () => {
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.queryAllByRole('img')).toHaveLength(0);
      await expect(canvas.getByRole('table', { name: 'Balance history' })).toBeVisible();
      await expect(canvas.getByRole('table', { name: 'Profit and loss' })).toBeVisible();
      const allocation = canvas.getByRole('table', { name: 'Allocation' });
      // The demo converts euros into dollars: the shares are of that converted total.
      await expect(
        within(allocation).getByRole('columnheader', { name: 'Share of the converted total' }),
      ).toBeVisible();
      await expect(within(allocation).getAllByRole('row')).toHaveLength(4);
    });
    toggle.blur();
  },
};

/** A period without any activity: the totals at zero and one calm empty state. */
export const Empty: Story = {
  parameters: { msw: { handlers: { analytics: [getGetAnalyticsMockHandler(EMPTY_ANALYTICS)] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No activity in this period' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('$ 0.00')).toHaveLength(3);
    await expect(canvas.getAllByText('over the last 30 days')).toHaveLength(3);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

/** The server has not answered yet: placeholders where the figures and charts will be. */
export const Loading: Story = {
  parameters: { msw: { handlers: { analytics: [getGetAnalyticsMockHandler(neverAnswers)] } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toHaveTextContent(
      'Loading your analytics…',
    );
    await expect(canvas.getByRole('tab', { name: '30 days' })).toBeEnabled();
  },
};

/** The request failed: an error in place of the figures, with a retry that asks again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { analytics: [getGetAnalyticsMockHandler(networkError)] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Analytics could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('tablist', { name: 'Period' })).toBeVisible();
  },
};

/** A phone: the cards stack, the charts take the full width. */
export const Mobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('img', { name: endsWithPeriod('over the last 30 days') }, SLOW);
    await chartsDrawn(canvasElement);
  },
};

/**
 * Dollars and euros reported in dollars at a stated rate: every figure names what it covers (the
 * wallets, the trading accounts), its period and its days; every total that adds euros says how
 * many and at which rate, of when.
 */
export const ConvertedIntoDollars: Story = {
  ...answering(CONVERTED_ANALYTICS),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('+$ 3,333.70')).toBeVisible();
    await expect(canvas.getByText('Profit of your trading accounts')).toBeVisible();
    await expect(canvas.getByText('$ 2,000.00')).toBeVisible();
    await expect(canvas.getByText('$ 3,500.50')).toBeVisible();
    await expect(
      canvas.getAllByText(
        'over the last 30 days (Feb 15 – Mar 16, 2026). Includes amounts in EUR at 1.09 USD per EUR, rates of Mar 16, 2026, 10:00 AM UTC.',
      ),
    ).toHaveLength(3);
    await expect(
      canvas.getByText(
        "Reporting currency: US Dollar (USD). Amounts held in other currencies were converted into USD at 1.09 USD per EUR, the broker's rates of Mar 16, 2026, 10:00 AM UTC.",
      ),
    ).toBeVisible();
    await expect(
      // Intl writes the range with thin spaces around the dash.
      canvas.getByRole('img', {
        name: /^Balance of your wallets fell from \$\u00a014,502\.60 to \$\u00a012,345\.60 over the last 30 days \(Feb 15\s–\sMar 16, 2026\)\. Includes amounts in EUR at 1\.09 USD per EUR, rates of Mar 16, 2026, 10:00\sAM UTC\.$/,
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: /converted into USD; the largest share of that total/ }),
    ).toBeVisible();
    // The wallets' total names the euros it holds and their rate.
    const legend = canvas.getAllByRole('list', { name: 'Legend' })[2]!;
    await expect(
      within(legend).getByText(
        'Includes € 2,500.00 at 1.09 USD per EUR, rates of Mar 16, 2026, 10:00 AM UTC.',
      ),
    ).toBeVisible();
    await chartsDrawn(canvasElement);
  },
};

/**
 * A backend that converted euros but did not say at which rate: nothing that adds them is shown as
 * if it were dollars. The period's totals say why they are not given; the balance and the profit
 * and loss are not drawn (each point would add them) and say why; the wallets show what they hold
 * today per currency; the allocation shows each part in its own currencies, without shares.
 */
export const ConvertedWithoutRates: Story = {
  ...answering(UNSTATED_ANALYTICS),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findAllByText(
        'over the last 30 days (Feb 15 – Mar 16, 2026). Not added up: it would mix USD and EUR at a rate the broker did not state.',
      ),
    ).toHaveLength(3);
    await expect(canvas.queryByText('+$ 3,333.70')).toBeNull();
    await expect(canvas.queryByText(/15,070\.60/)).toBeNull();
    await expect(
      canvas.getByText(
        /^The balance of your wallets over the last 30 days \(Feb 15\s–\sMar 16, 2026\) is not drawn: it would add USD and EUR at a rate the broker did not state\.$/,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        /^The profit and loss of your trading accounts .* is not drawn: it would add USD and EUR/,
      ),
    ).toBeVisible();
    const held = canvas.getByRole('list', { name: 'What your wallets hold today, per currency' });
    await expect(
      within(held)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['$ 12,345.60', '€ 2,500.00']);
    const allocation = canvas.getByRole('table', { name: 'Allocation' });
    await expect(within(allocation).getByRole('row', { name: /Wallets/ })).toHaveTextContent(
      '$ 12,345.60 + € 2,500.00',
    );
    await expect(within(allocation).queryByRole('columnheader', { name: /Share/ })).toBeNull();
    await expect(
      canvas.getByText(/^What each part holds today, in its own currencies\./),
    ).toBeVisible();
    // No chart and no legend: each would add the currencies.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.queryByRole('list', { name: 'Legend' })).toBeNull();
    await expect(canvasElement.querySelector('svg.recharts-surface')).toBeNull();
  },
};

/**
 * A backend that states neither rates nor their time, for a client holding dollars and euros: it
 * may have added them all the same, so nothing that would add them is shown as one currency.
 */
export const WithoutAnyRate: Story = {
  ...answering(NO_RATES_ANALYTICS),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(
        'Reporting currency: US Dollar (USD). The broker stated no exchange rates: a figure that would add currencies is shown per currency or not given.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/^The balance of your wallets .* is not drawn/)).toBeVisible();
    await expect(
      canvas.getByRole('list', { name: 'What your wallets hold today, per currency' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/\d%$/)).toBeNull();
    await expect(canvasElement.querySelector('svg.recharts-surface')).toBeNull();
  },
};

/** The same on a phone, in German: the reasons and the amounts per currency wrap in the cards. */
export const WithoutAnyRatePhoneGerman: Story = {
  globals: { locale: 'de', ...onViewport('mobile').globals },
  parameters: { ...answering(NO_RATES_ANALYTICS).parameters, page: { route: '/de/analytics' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Das Guthaben Ihrer Wallets .* wird nicht gezeichnet/),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A backend reporting in euros: every total, axis and sentence in €; dollars only as held, at their rate. */
export const ReportedInEuros: Story = {
  ...answering(EURO_ANALYTICS),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('−€ 1,250.00')).toBeVisible();
    await expect(canvas.getByText('€ 1,834.86')).toBeVisible();
    await expect(canvas.getByText(/^Reporting currency: Euro \(EUR\)\./)).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: /^Balance of your wallets fell from €\u00a013,305.14 to €\u00a011,326.24/,
      }),
    ).toBeVisible();
    await chartsDrawn(canvasElement);
    // Dollars appear only as what is held in them, beside their rate into euros.
    const dollars = [...canvasElement.querySelectorAll('p, span, td')].filter(
      (node) => node.children.length === 0 && node.textContent?.includes('$'),
    );
    for (const node of dollars) await expect(node.textContent).toMatch(/EUR per USD/);
  },
};

/** In German: the period names, the sentences and the dates on the axes. */
export const German: Story = {
  globals: { locale: 'de' },
  ...at('/de/analytics?period=7d'),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 });
    await chartsDrawn(canvasElement);
  },
};
