import type { Analytics, InvestorSummary } from '@/api/generated/model';
import { getGetAnalyticsMockHandler } from '@/api/generated/analytics/analytics.msw';
import { getGetInvestorSummaryMockHandler } from '@/api/generated/investor/investor.msw';
import { demoNow, getDb, settleDue, transactionsOf, walletsOf } from '../db';
import { Validator, readBody, requireAuth, text } from '../http-utils';
import type { UserRow } from '../schema';
import { USD_RATE, currencyOf, toUsd } from '../seed/catalog';
import { signedAmount } from '../seed/money';
import { DAY_MS, iso, round2 } from '../seed/time';
import { holdingsOf, myIpo } from './ipo';
import { walletFigures } from './money';

const PERIODS: Record<string, { days: number; step: number }> = {
  '7d': { days: 7, step: 1 },
  '30d': { days: 30, step: 1 },
  '90d': { days: 90, step: 1 },
  '1y': { days: 364, step: 7 },
};

export function investorSummary(user: UserRow): InvestorSummary {
  const holdings = holdingsOf(user.id).map(myIpo);
  const invested = round2(holdings.reduce((sum, row) => sum + row.quantity * row.average_price, 0));
  const value = round2(holdings.reduce((sum, row) => sum + row.quantity * row.current_price, 0));
  return {
    portfolio_value: value,
    invested,
    profit: round2(value - invested),
    holdings: holdings.map((row) => ({
      ticker: row.ticker,
      company: row.company,
      quantity: row.quantity,
      value: round2(row.quantity * row.current_price),
      change_percent: round2(((row.current_price - row.average_price) / row.average_price) * 100),
    })),
  };
}

/** The demo's reporting currency: every analytics figure is in it. */
const REPORTING_CURRENCY = 'USD';

/** The demo's rates (`USD_RATE`) are quoted on the hour: the last full hour of the demo clock. */
const ratesTime = (): string => iso(Math.floor(demoNow() / 3_600_000) * 3_600_000);

/** One point of a series: the bucket (a day, or a week over a year) that ends at `to`. */
interface Bucket {
  date: string;
  from: number;
  to: number;
}

/** A wallet or a trading account: its currency, what it holds today and its dated movements. */
interface Ledger {
  currency: string;
  held: number;
  moves: { at: number; amount: number; type: string }[];
}

/** The period's buckets, the last one ending at the end of today (demo clock, UTC). */
function bucketsOf(period: string): Bucket[] {
  const { days, step } = PERIODS[period]!;
  const endOfToday = Date.parse(`${iso(demoNow()).slice(0, 10)}T23:59:59.999Z`);
  const buckets: Bucket[] = [];
  for (let to = endOfToday - (days - step) * DAY_MS; to <= endOfToday; to += step * DAY_MS)
    buckets.push({ date: iso(to).slice(0, 10), from: to - step * DAY_MS, to });
  return buckets;
}

/** Every wallet of the user: completed movements only, signed (money in positive). */
const walletLedgers = (user: UserRow): Ledger[] =>
  walletsOf(user.id).map((wallet) => ({
    currency: wallet.currency,
    held: walletFigures(wallet).ledger,
    moves: transactionsOf(wallet.id)
      .filter((row) => row.status === 'completed')
      .map((row) => ({
        at: Date.parse(row.created_at),
        amount: signedAmount(row),
        type: row.type,
      })),
  }));

/** Every trading account of the user: its closed trades' profits. */
function accountLedgers(user: UserRow): Ledger[] {
  const accounts = getDb().tradingAccounts.filter((row) => row.user_id === user.id);
  return accounts.map((account) => ({
    currency: currencyOf(account.currency.id)?.code ?? REPORTING_CURRENCY,
    held: account.balance,
    moves: getDb()
      .trades.filter((row) => row.trading_account_id === account.id)
      .map((row) => ({ at: Date.parse(row.closed_at), amount: row.profit, type: 'trade' })),
  }));
}

/**
 * What the movements of `ledgers` that `pick` selects add up to, each currency's sum converted
 * into the reporting currency once.
 */
function converted(ledgers: Ledger[], pick: (move: Ledger['moves'][number]) => boolean): number {
  const byCurrency = new Map<string, number>();
  for (const ledger of ledgers) {
    const sum = ledger.moves.filter(pick).reduce((total, move) => total + move.amount, 0);
    byCurrency.set(ledger.currency, (byCurrency.get(ledger.currency) ?? 0) + sum);
  }
  return round2([...byCurrency].reduce((total, [code, sum]) => total + toUsd(sum, code), 0));
}

/** What the ledgers hold together today. */
const heldToday = (ledgers: Ledger[]): number =>
  round2(ledgers.reduce((total, row) => total + toUsd(row.held, row.currency), 0));

/** What the wallets held together at the end of each bucket: today's less what moved since. */
const balanceHistory = (wallets: Ledger[], buckets: Bucket[]) =>
  buckets.map(({ date, to }) => ({
    date,
    balance: round2(heldToday(wallets) - converted(wallets, (move) => move.at > to)),
  }));

/** The profit of the trades closed in each bucket. */
const pnlSeries = (accounts: Ledger[], buckets: Bucket[]) =>
  buckets.map(({ date, from, to }) => ({
    date,
    value: converted(accounts, (move) => move.at > from && move.at <= to),
  }));

/** The payments of one type (deposits or withdrawals, as positive amounts) since `from`. */
const paymentsSince = (wallets: Ledger[], type: string, from: number): number =>
  Math.abs(converted(wallets, (move) => move.type === type && move.at > from));

/** The rate of every currency the user holds other than the reporting one. */
const ratesOf = (ledgers: Ledger[]): Record<string, number> =>
  Object.fromEntries(
    ledgers
      .map((row) => row.currency)
      .filter((code) => code !== REPORTING_CURRENCY)
      .map((code) => [code, USD_RATE[code] ?? 1]),
  );

/**
 * Every wallet's end-of-bucket balance (completed movements only), the profit of the trades every
 * trading account closed per bucket, and where the money sits today, all in USD: amounts held in
 * other currencies are converted at the fixed demo rates, which the answer states (`rates`,
 * `rates_at`), so that every figure adds up with the demo's own transactions.
 */
function analytics(user: UserRow, period: string): Analytics {
  const buckets = bucketsOf(period);
  const wallets = walletLedgers(user);
  const accounts = accountLedgers(user);
  const pnl = pnlSeries(accounts, buckets);
  const start = buckets[0]!.from;
  const rates = ratesOf([...wallets, ...accounts]);
  return {
    balance_history: balanceHistory(wallets, buckets),
    pnl,
    allocation: [
      { label: 'Wallets', value: heldToday(wallets) },
      { label: 'IPO holdings', value: investorSummary(user).portfolio_value },
      { label: 'Trading accounts', value: heldToday(accounts) },
    ],
    totals: {
      deposits: paymentsSince(wallets, 'deposit', start),
      withdrawals: paymentsSince(wallets, 'withdrawal', start),
      profit: round2(pnl.reduce((total, row) => total + row.value, 0)),
    },
    currency: REPORTING_CURRENCY,
    ...(Object.keys(rates).length > 0 ? { rates_at: ratesTime(), rates } : { rates_at: null }),
  };
}

export const insightHandlers = [
  getGetAnalyticsMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const v = new Validator();
    const period = v.requireText(body, 'period');
    if (period && !(period in PERIODS)) v.add('period', 'The selected period is invalid.');
    v.check();
    settleDue();
    return { data: analytics(user, text(body.period)) };
  }),

  getGetInvestorSummaryMockHandler(({ request }) => {
    const { user } = requireAuth(request);
    return { data: investorSummary(user) };
  }),
];
