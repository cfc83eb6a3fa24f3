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

/**
 * The first wallet's end-of-day balance (completed movements only), profit of closed trades per
 * bucket, and where the money sits today, all in USD: amounts held in other currencies are
 * converted at the fixed demo rates, and the answer says at which (`rates`) and when (`rates_at`)
 * if any was.
 */
function analytics(user: UserRow, period: string): Analytics {
  const { days, step } = PERIODS[period]!;
  const wallet = walletsOf(user.id)[0];
  const rows = wallet ? transactionsOf(wallet.id) : [];
  const accountIds = new Set(
    getDb()
      .tradingAccounts.filter((row) => row.user_id === user.id)
      .map((row) => row.id),
  );
  const accountCurrency = new Map(
    getDb().tradingAccounts.map((row) => [row.id, currencyOf(row.currency.id)?.code ?? 'USD']),
  );
  /** The currencies converted into the reporting one, with their rates. */
  const rates: Record<string, number> = {};
  /** An amount in the reporting currency, noting the rate of a conversion. */
  const report = (amount: number, currency: string): number => {
    if (currency !== REPORTING_CURRENCY && amount !== 0) rates[currency] = USD_RATE[currency] ?? 1;
    return toUsd(amount, currency);
  };
  const walletCurrency = wallet?.currency ?? REPORTING_CURRENCY;
  const trades = getDb().trades.filter((row) => accountIds.has(row.trading_account_id));
  const endOfToday = Date.parse(`${iso(demoNow()).slice(0, 10)}T23:59:59.999Z`);
  const start = endOfToday - days * DAY_MS;

  const balanceAt = (ms: number) =>
    round2(
      report(
        rows
          .filter((row) => Date.parse(row.created_at) <= ms)
          .reduce((sum, row) => sum + signedAmount(row), wallet?.opening_balance ?? 0),
        walletCurrency,
      ),
    );
  const profitBetween = (from: number, to: number) =>
    round2(
      trades
        .filter((row) => Date.parse(row.closed_at) > from && Date.parse(row.closed_at) <= to)
        .reduce(
          (sum, row) =>
            sum + report(row.profit, accountCurrency.get(row.trading_account_id) ?? 'USD'),
          0,
        ),
    );

  const balance_history = [];
  const pnl = [];
  for (let end = start + step * DAY_MS; end <= endOfToday; end += step * DAY_MS) {
    const date = iso(end).slice(0, 10);
    balance_history.push({ date, balance: balanceAt(end) });
    pnl.push({ date, value: profitBetween(end - step * DAY_MS, end) });
  }
  const inPeriod = rows.filter(
    (row) => row.status === 'completed' && Date.parse(row.created_at) > start,
  );
  const sum = (type: string) =>
    round2(
      report(
        inPeriod.filter((row) => row.type === type).reduce((total, row) => total + row.amount, 0),
        walletCurrency,
      ),
    );
  const cash = walletsOf(user.id).reduce(
    (total, row) => total + report(walletFigures(row).ledger, row.currency),
    0,
  );
  const trading = getDb()
    .tradingAccounts.filter((row) => accountIds.has(row.id))
    .reduce((total, row) => total + report(row.balance, accountCurrency.get(row.id) ?? 'USD'), 0);
  return {
    balance_history,
    pnl,
    allocation: [
      { label: 'Wallets', value: round2(cash) },
      { label: 'IPO holdings', value: investorSummary(user).portfolio_value },
      { label: 'Trading accounts', value: round2(trading) },
    ],
    totals: {
      deposits: sum('deposit'),
      withdrawals: sum('withdrawal'),
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
