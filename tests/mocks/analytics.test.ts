import { describe, expect, it } from 'vitest';
import { GetAnalyticsResponse } from '@/api/generated/zod/index.zod';
import { call, type Loose } from './api';

/*
 * The demo backend's Analytics adds up with the demo's own transactions and trades, read through
 * the contract's calls (wallets, transactions, trading accounts and their history), every wallet
 * and currency included, converted at the rates the answer states.
 */

const DAY_MS = 86_400_000;

/** Every page of a paginated call. */
async function allPages(path: string, body: Record<string, unknown> = {}): Promise<Loose[]> {
  const rows: Loose[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await call(path, { ...body, page, per_page: 100 });
    rows.push(...data.data);
    if (page >= data.meta.last_page) return rows;
  }
}

/** Money in positive, money out negative (a transfer carries its own sign). */
const signed = (row: Loose): number =>
  ['deposit', 'ipo_sell', 'transfer'].includes(row.type) ? row.amount : -row.amount;

async function analyticsOf(period: string) {
  const answer = await call('/api/analytics', { period });
  expect(answer.status).toBe(200);
  return GetAnalyticsResponse.parse(answer.data).data;
}

/** What the demo user's wallets and trading accounts hold and did, in their own currencies. */
async function demoBooks() {
  const wallets: Loose[] = (await call('/api/wallets')).data;
  const currencyOf = new Map(wallets.map((row) => [row.id, row.currency as string]));
  const completed = (await allPages('/api/transactions', { status: 'completed' })).map((row) => ({
    ...row,
    currency: currencyOf.get(row.wallet_id),
  }));
  const codes: Record<string, string[]> = (await call('/api/trading-account/currencies')).data;
  const accounts: Loose[] = (await call('/api/trading-account/list')).data.data;
  const trades = [];
  for (const account of accounts) {
    const rows = await allPages('/api/trading-account/history', {
      trading_account_id: account.id,
    });
    const currency = codes[String(account.currency.id)]![0];
    trades.push(...rows.map((row) => ({ ...row, currency })));
  }
  return { wallets, completed, accounts, codes, trades };
}

describe('demo backend: analytics adds up with the demo’s own transactions', () => {
  it.each([
    ['7d', 1],
    ['30d', 1],
    ['90d', 1],
    ['1y', 7],
  ])('%s: every wallet and currency, converted at the rates it states', async (period, step) => {
    const analytics = await analyticsOf(period);
    const { wallets, completed, accounts, codes, trades } = await demoBooks();
    const rate = (code: string) => (code === 'USD' ? 1 : analytics.rates![code]!);
    // It states a rate for every currency held other than its reporting one, and the time.
    expect(analytics.currency).toBe('USD');
    expect(analytics.rates).toEqual({ EUR: 1.09 });
    expect(analytics.rates_at).toMatch(/T\d\d:00:00\.000Z$/);

    const today = wallets.reduce((sum, row) => sum + row.balance * rate(row.currency), 0);
    expect(analytics.balance_history.at(-1)!.balance).toBeCloseTo(today, 2);
    expect(analytics.allocation[0]).toEqual({ label: 'Wallets', value: expect.any(Number) });
    expect(analytics.allocation[0]!.value).toBeCloseTo(today, 2);
    const trading = accounts.reduce(
      (sum, row) => sum + row.balance * rate(codes[String(row.currency.id)]![0]!),
      0,
    );
    expect(analytics.allocation[2]!.value).toBeCloseTo(trading, 2);

    // Each point: today's balance less what moved after the end of its day.
    for (const point of analytics.balance_history) {
      const end = Date.parse(`${point.date}T23:59:59.999Z`);
      const since = completed
        .filter((row) => Date.parse(row.created_at) > end)
        .reduce((sum, row) => sum + signed(row) * rate(row.currency), 0);
      expect(point.balance).toBeCloseTo(today - since, 2);
    }

    const start = Date.parse(`${analytics.pnl[0]!.date}T23:59:59.999Z`) - step * DAY_MS;
    const inPeriod = (at: string) => Date.parse(at) > start;
    const paid = (type: string) =>
      completed
        .filter((row) => row.type === type && inPeriod(row.created_at))
        .reduce((sum, row) => sum + row.amount * rate(row.currency), 0);
    expect(analytics.totals.deposits).toBeCloseTo(paid('deposit'), 2);
    expect(analytics.totals.withdrawals).toBeCloseTo(paid('withdrawal'), 2);
    const profit = trades
      .filter((row) => inPeriod(row.closed_at))
      .reduce((sum, row) => sum + row.profit * rate(row.currency), 0);
    expect(analytics.totals.profit).toBeCloseTo(profit, 1);
  });

  it('counts the euro wallet’s € 600 withdrawal in the 30 days, at 1.09 USD per EUR', async () => {
    const analytics = await analyticsOf('30d');
    const { completed } = await demoBooks();
    const start = Date.parse(`${analytics.pnl[0]!.date}T00:00:00Z`) - 1;
    const withdrawals = completed.filter(
      (row) => row.type === 'withdrawal' && Date.parse(row.created_at) > start,
    );
    const euros = withdrawals.filter((row) => row.currency === 'EUR');
    expect(euros.map((row) => row.amount)).toEqual([600]);
    const dollars = withdrawals
      .filter((row) => row.currency === 'USD')
      .reduce((sum, row) => sum + row.amount, 0);
    expect(analytics.totals.withdrawals).toBeCloseTo(dollars + 654, 2);
  });

  it('answers every period with one point a bucket, a profit that is the sum of its points, and the three parts', async () => {
    for (const [period, points] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
      ['1y', 52],
    ] as const) {
      const analytics = await analyticsOf(period);
      expect(analytics.balance_history).toHaveLength(points);
      expect(analytics.pnl).toHaveLength(points);
      expect(analytics.totals.profit).toBeCloseTo(
        analytics.pnl.reduce((sum, row) => sum + row.value, 0),
        2,
      );
      expect(analytics.allocation.map((row) => row.label)).toEqual([
        'Wallets',
        'IPO holdings',
        'Trading accounts',
      ]);
    }
  });

  it('moves the history with a new deposit, and refuses an unknown period', async () => {
    const before = await analyticsOf('7d');
    await call('/api/deposit/create', { wallet_id: 1, method_id: 2, amount: 500 });
    const after = await analyticsOf('7d');
    expect(after.balance_history.at(-1)!.balance).toBeCloseTo(
      before.balance_history.at(-1)!.balance + 500,
      2,
    );
    expect((await call('/api/analytics', { period: '2w' })).status).toBe(422);
  });
});
