import {
  getCreateTransferMockHandler,
  getGetTransferLimitsMockHandler,
} from '@/api/generated/transfers/transfers.msw';
import { seeded } from '../i18n/localise';
import { commit, demoNow, getDb, nextId, publicTransaction, settleDue, walletsOf } from '../db';
import { type Body, Validator, num, readBody, requireAuth, text } from '../http-utils';
import type { TradingAccountRow, TransactionRow, UserRow, WalletRow } from '../schema';
import { currencyOf } from '../seed/catalog';
import { iso, round2 } from '../seed/time';
import { walletFigures } from './money';

/** Call 51: the amounts one transfer may move, in the source's currency. */
export const TRANSFER_LIMITS = { min_amount: 1, max_amount: 50_000 } as const;

/** One side of a transfer as the demo database holds it. */
type Side =
  | { type: 'wallet'; row: WalletRow; currency: string; label: string }
  | { type: 'trading_account'; row: TradingAccountRow; currency: string; label: string };

const amountText = (amount: number, currency: string) =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

/** `{ type, id }` of the body, as one of the user's wallets or trading accounts. */
function sideOf(
  user: UserRow,
  value: Body[string] | undefined,
  field: 'from' | 'to',
  v: Validator,
) {
  const raw = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Body;
  if (value === undefined || value === null || value === '') {
    v.add(field, `The ${field} field is required.`);
    return undefined;
  }
  const type = text(raw.type);
  const id = num(raw.id);
  if (type === 'wallet') {
    const row = walletsOf(user.id).find((wallet) => wallet.id === id);
    if (row) return { type, row, currency: row.currency, label: row.name } satisfies Side;
  } else if (type === 'trading_account') {
    const row = getDb().tradingAccounts.find((a) => a.user_id === user.id && a.id === id);
    if (row) {
      const currency = currencyOf(row.currency.id)?.code ?? '';
      return {
        type,
        row,
        currency,
        label: seeded('comment.tradingAccount', { login: row.login }),
      } satisfies Side;
    }
  }
  v.add(field, `The selected ${field} is invalid.`);
  return undefined;
}

/** What may leave a side now: a wallet's available money, an account's balance. */
const holds = (side: Side): number =>
  side.type === 'wallet' ? walletFigures(side.row).available : side.row.balance;

/** A completed transfer in a wallet's history: negative when the money left the wallet. */
function record(wallet: WalletRow, amount: number, comment: string): TransactionRow {
  const db = getDb();
  const row: TransactionRow = {
    id: nextId(db.transactions),
    type: 'transfer',
    status: 'completed',
    amount,
    currency: wallet.currency,
    wallet_id: wallet.id,
    method: null,
    created_at: iso(demoNow()),
    comment,
    settle_at: null,
    fee_percent: 0,
  };
  db.transactions.push(row);
  return row;
}

/** A trading account's balance (and its equity with it: the demo keeps no open positions). */
function credit(account: TradingAccountRow, amount: number): void {
  account.balance = round2(account.balance + amount);
  account.equity = round2(account.equity + amount);
}

/**
 * Call 51, the limits (read-only), and call 50: money between a wallet and a trading account of
 * the same currency, both balances changed at once. Out of a wallet at most its `available`, out
 * of an account at most its `balance`, within `TRANSFER_LIMITS`; 422 `errors.amount` or
 * `errors.to` (another currency, the same account, or two sides of one kind). The answer is the
 * transfer as the wallet's history shows it (idempotent like every money call: the demo layer
 * replays a repeated `Idempotency-Key`).
 */
export const transferHandlers = [
  getGetTransferLimitsMockHandler(({ request }) => {
    requireAuth(request);
    return { ...TRANSFER_LIMITS };
  }),

  getCreateTransferMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    settleDue();
    const v = new Validator();
    const from = sideOf(user, body.from, 'from', v);
    const to = sideOf(user, body.to, 'to', v);
    if (from && to) {
      if (from.type === to.type && from.row.id === to.row.id)
        v.add('to', 'The to account must be different from the from account.');
      else if (from.type === to.type)
        v.add('to', 'A transfer goes between a wallet and a trading account.');
      else if (from.currency !== to.currency)
        v.add(
          'to',
          `The to account must be in ${from.currency}, the currency of the from account.`,
        );
    }
    const amount = num(body.amount);
    if (body.amount === undefined || body.amount === '')
      v.add('amount', 'The amount field is required.');
    else if (!Number.isFinite(amount)) v.add('amount', 'The amount field must be a number.');
    else if (amount < TRANSFER_LIMITS.min_amount)
      v.add('amount', `The amount field must be at least ${TRANSFER_LIMITS.min_amount}.`);
    else if (amount > TRANSFER_LIMITS.max_amount)
      v.add('amount', `The amount field must not be greater than ${TRANSFER_LIMITS.max_amount}.`);
    else if (round2(amount) !== amount)
      v.add('amount', 'The amount field must have 0-2 decimal places.');
    else if (from && amount > holds(from)) {
      const what = from.type === 'wallet' ? 'available balance' : 'trading account balance';
      v.add(
        'amount',
        `The amount exceeds your ${what} of ${amountText(holds(from), from.currency)}.`,
      );
    }
    v.check();
    const source = from!;
    const target = to!;
    const row =
      source.type === 'wallet'
        ? record(source.row, -amount, seeded('comment.transferTo', { label: target.label }))
        : record(
            (target as Extract<Side, { type: 'wallet' }>).row,
            amount,
            seeded('comment.transferFrom', { label: source.label }),
          );
    if (source.type === 'trading_account') credit(source.row, -amount);
    if (target.type === 'trading_account') credit(target.row, amount);
    commit();
    return { data: publicTransaction(row) };
  }),
];
