import type { Statement } from '@/api/generated/model';
import { getGetStatementMockHandler } from '@/api/generated/transactions/transactions.msw';
import { publicTransaction, settleDue, transactionsOf, walletsOf } from '../db';
import { type Body, Validator, num, readBody, requireAuth, text } from '../http-utils';
import type { TransactionRow, UserRow, WalletRow } from '../schema';
import { signedAmount } from '../seed/money';
import { DAY_MS, round2 } from '../seed/time';

/** The longest period a statement covers, both days counted (the contract's call 54). */
export const STATEMENT_MAX_DAYS = 366;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of a `YYYY-MM-DD` day that exists; NaN otherwise (2026-02-30 included). */
function dayStart(value: string): number {
  if (!ISO_DAY.test(value)) return Number.NaN;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value ? Number.NaN : ms;
}

const oldestFirst = (a: TransactionRow, b: TransactionRow) =>
  a.created_at.localeCompare(b.created_at) || a.id - b.id;

/** The request's wallet and whole days, as Laravel's validation would check them. */
function readPeriod(user: UserRow, body: Body) {
  const v = new Validator();
  let wallet: WalletRow | undefined;
  if (body.wallet_id === undefined || body.wallet_id === null || body.wallet_id === '') {
    v.add('wallet_id', 'The wallet id field is required.');
  } else {
    wallet = walletsOf(user.id).find((row) => row.id === num(body.wallet_id));
    if (!wallet) v.add('wallet_id', 'The selected wallet id is invalid.');
  }
  const from = text(body.from);
  const to = text(body.to);
  const start = dayStart(from);
  const end = dayStart(to);
  if (!from) v.add('from', 'The from field is required.');
  else if (Number.isNaN(start)) v.add('from', 'The from field must match the format Y-m-d.');
  if (!to) v.add('to', 'The to field is required.');
  else if (Number.isNaN(end)) v.add('to', 'The to field must match the format Y-m-d.');
  else if (!Number.isNaN(start) && end < start)
    v.add('to', 'The to field must be a date after or equal to from.');
  else if (!Number.isNaN(start) && (end - start) / DAY_MS + 1 > STATEMENT_MAX_DAYS)
    v.add('to', `The period must not be longer than ${STATEMENT_MAX_DAYS} days.`);
  v.check();
  return { wallet: wallet!, from, to, start, endExclusive: end + DAY_MS };
}

/**
 * Call 54 from the demo's own ledger: the opening balance is the wallet's opening balance plus
 * every completed movement before the first day, the closing one adds the period's completed
 * movements; every transaction of the period is listed, whatever its status, oldest first. Days
 * are UTC, as the transactions' timestamps are.
 */
export function statementOf(
  wallet: WalletRow,
  period: { from: string; to: string; start: number; endExclusive: number },
): Statement {
  const rows = transactionsOf(wallet.id).sort(oldestFirst);
  const at = (row: TransactionRow) => Date.parse(row.created_at);
  const before = rows.filter((row) => at(row) < period.start);
  const within = rows.filter((row) => at(row) >= period.start && at(row) < period.endExclusive);
  const sum = (list: TransactionRow[], from: number) =>
    round2(list.reduce((total, row) => total + signedAmount(row), from));
  const opening = sum(before, wallet.opening_balance);
  return {
    wallet_id: wallet.id,
    currency: wallet.currency,
    from: period.from,
    to: period.to,
    opening_balance: opening,
    closing_balance: sum(within, opening),
    transactions: within.map(publicTransaction),
  };
}

export const statementHandlers = [
  getGetStatementMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const { wallet, ...period } = readPeriod(user, body);
    settleDue();
    return { data: statementOf(wallet, period) };
  }),
];
