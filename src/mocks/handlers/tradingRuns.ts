import type { Position, TradingAccount } from '@/api/generated/model';
import {
  getChangePlatformPasswordMockHandler,
  getChangeTradingAccountLeverageMockHandler,
  getGetTradingAccountPositionsMockHandler,
} from '@/api/generated/trading/trading.msw';
import { commit, getDb } from '../db';
import { type Body, Validator, num, readBody, requireAuth, text } from '../http-utils';
import { scenarioFor } from '../scenarios';
import type { PositionRow, TradingAccountRow, UserRow } from '../schema';
import { round2 } from '../seed/time';
import { LEVERAGE_OPTIONS, positionProfit } from '../seed/trading';

/*
 * A trading account the client runs (calls 55–57): its open positions, whose prices move a little
 * on each read, the margin they hold at the account's leverage, a leverage change that keeps the
 * margin level at 100 % or more, and the platform's two passwords.
 */

/** `?mock=beyond:off` (or the positions call switched to 404): the backend knows nothing of 55–57. */
const offered = (): boolean => scenarioFor('getTradingAccountPositions') !== '404';

/** A number in [-1, 1] that depends only on its inputs: the n-th read of a position moves it so. */
const wobble = (id: number, read: number): number => {
  const x = Math.sin(id * 12.9898 + read * 78.233) * 43758.5453;
  return (x - Math.floor(x)) * 2 - 1;
};

/** The position at the account's `read`-th reading: the seeded price first, then a little off it. */
function positionAt(row: PositionRow, read: number): Position {
  const price =
    read === 0
      ? row.current_price
      : Number((row.current_price * (1 + 0.0006 * wobble(row.id, read))).toFixed(row.decimals));
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    volume: row.volume,
    open_price: row.open_price,
    current_price: price,
    swap: row.swap,
    profit: positionProfit(row, price),
    opened_at: row.opened_at,
  };
}

const positionRows = (account: TradingAccountRow): PositionRow[] =>
  getDb().positions.filter((row) => row.trading_account_id === account.id);

const openPositions = (account: TradingAccountRow): Position[] =>
  positionRows(account).map((row) => positionAt(row, account.reads ?? 0));

/** `1:200` → 200; NaN for anything else. */
const ratioOf = (leverage: string): number => {
  const match = /^1:(\d+)$/.exec(leverage.trim());
  return match ? Number(match[1]) : Number.NaN;
};

/** Margin of the open positions at a leverage: their value in the account's currency over it. */
const marginAt = (account: TradingAccountRow, leverage: string): number =>
  round2(
    positionRows(account).reduce((sum, row) => {
      const price = positionAt(row, account.reads ?? 0).current_price;
      return sum + (row.volume * row.contract * price) / ratioOf(leverage);
    }, 0),
  );

/** Equity: the balance with what the open positions would bring now (stored as is without any). */
function equityOf(account: TradingAccountRow): number {
  const open = openPositions(account);
  if (open.length === 0) return account.equity;
  return round2(open.reduce((sum, p) => sum + p.profit + p.swap, account.balance));
}

const levelOf = (equity: number, margin: number): number | null =>
  margin > 0 ? round2((equity / margin) * 100) : null;

/** An account as the contract sends it: with its margin figures while 55–57 are offered. */
export function publicAccount(row: TradingAccountRow): TradingAccount {
  const { user_id: _u, platform_passwords: _p, reads: _r, leverage_options, ...account } = row;
  if (!offered()) return account;
  const equity = equityOf(row);
  const margin = marginAt(row, row.leverage);
  return {
    ...account,
    equity,
    margin,
    free_margin: round2(equity - margin),
    margin_level: levelOf(equity, margin),
    leverage_options: leverage_options ?? LEVERAGE_OPTIONS,
  };
}

/** The user's own account named by `account_id`, or a 422 on that field. */
function ownAccount(user: UserRow, body: Body, v: Validator): TradingAccountRow | undefined {
  if (body.account_id === undefined || body.account_id === '') {
    v.add('account_id', 'The account id field is required.');
    return undefined;
  }
  const id = num(body.account_id);
  const account = getDb().tradingAccounts.find((row) => row.user_id === user.id && row.id === id);
  if (!account) v.add('account_id', 'The selected account id is invalid.');
  return account;
}

/** Call 57's rules, in Laravel's words: each broken rule is one message under `password`. */
function passwordProblems(password: string, confirmation: string, other?: string): string[] {
  const problems: string[] = [];
  if (!password) return ['The password field is required.'];
  if (password.length < 8) problems.push('The password field must be at least 8 characters.');
  if (password.length > 16)
    problems.push('The password field must not be greater than 16 characters.');
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password))
    problems.push(
      'The password field must contain at least one uppercase and one lowercase letter.',
    );
  if (!/\d/.test(password)) problems.push('The password field must contain at least one number.');
  if (password !== confirmation) problems.push('The password field confirmation does not match.');
  if (problems.length === 0 && other === password)
    problems.push('The main and investor passwords must be different.');
  return problems;
}

export const tradingRunsHandlers = [
  getGetTradingAccountPositionsMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const v = new Validator();
    const account = ownAccount(user, await readBody(request), v);
    v.check();
    const data = openPositions(account!);
    // The next read finds the prices moved a little (and the account's figures with them).
    account!.reads = (account!.reads ?? 0) + 1;
    commit();
    return { data };
  }),

  getChangeTradingAccountLeverageMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const v = new Validator();
    const account = ownAccount(user, body, v);
    const leverage = text(body.leverage);
    const options = account?.leverage_options ?? LEVERAGE_OPTIONS;
    if (!leverage) v.add('leverage', 'The leverage field is required.');
    else if (account && !options.includes(leverage))
      v.add('leverage', `The leverage ${leverage} is not offered for this account.`);
    else if (account && leverage !== account.leverage) {
      const margin = marginAt(account, leverage);
      const level = levelOf(equityOf(account), margin);
      if (level !== null && level < 100)
        v.add(
          'leverage',
          `With your open positions, a leverage of ${leverage} would put the margin level at ${Math.floor(level)} %, under 100 %. Close some positions first.`,
        );
    }
    v.check();
    account!.leverage = leverage;
    commit();
    return { data: publicAccount(account!) };
  }),

  getChangePlatformPasswordMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const v = new Validator();
    const account = ownAccount(user, body, v);
    const kind = text(body.kind);
    if (kind !== 'main' && kind !== 'investor') v.add('kind', 'The selected kind is invalid.');
    // Not trimmed: a password is taken as typed.
    const password = typeof body.password === 'string' ? body.password : '';
    const confirmation =
      typeof body.password_confirmation === 'string' ? body.password_confirmation : '';
    const other = account?.platform_passwords?.[kind === 'main' ? 'investor' : 'main'];
    for (const problem of passwordProblems(password, confirmation, other))
      v.add('password', problem);
    v.check();
    account!.platform_passwords = { ...account!.platform_passwords, [kind]: password };
    commit();
  }),
];
