import type { Transaction, Wallet, WalletInfo } from '@/api/generated/model';

/*
 * Readers of the wallet answers that never throw. Production does not validate answers against
 * the contract, so a drifting backend (an HTML page with status 200, an envelope too many, a
 * field of the wrong type) must end as the page's error state or a blank figure, not a crash.
 * A reader returns null when the answer holds nothing usable: the caller shows its error state.
 */

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A number as sent; anything else is NaN, which the formatter shows as "—". */
const amount = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** An answer the page cannot read: thrown by a query's `select`, it becomes the query's error. */
export class MalformedAnswer extends Error {
  override readonly name = 'MalformedAnswer';
}

const orFail = <T>(value: T | null): T => {
  if (value === null) throw new MalformedAnswer('Malformed answer');
  return value;
};

/** The wallets of a `wallets` answer; entries without an id are left out. */
export function readWallets(answer: unknown): Wallet[] | null {
  if (!Array.isArray(answer)) return null;
  return answer
    .filter((entry): entry is Raw => isRecord(entry) && isId(entry.id))
    .map((entry) => ({
      id: entry.id as number,
      currency: text(entry.currency),
      balance: amount(entry.balance),
      name: text(entry.name),
    }));
}

/** Transactions of a list; entries without an id are left out. */
export function readTransactions(list: unknown): Transaction[] | null {
  if (!Array.isArray(list)) return null;
  return list
    .filter((entry): entry is Raw => isRecord(entry) && isId(entry.id))
    .map((entry) => ({
      id: entry.id as number,
      type: text(entry.type) as Transaction['type'],
      status: text(entry.status) as Transaction['status'],
      amount: amount(entry.amount),
      currency: text(entry.currency),
      wallet_id: isId(entry.wallet_id) ? entry.wallet_id : 0,
      method: typeof entry.method === 'string' ? entry.method : null,
      created_at: text(entry.created_at),
      comment: typeof entry.comment === 'string' ? entry.comment : null,
    }));
}

/** The transactions of a `transactions` answer (`{ data: [...], meta }`). */
export const readTransactionPage = (answer: unknown): Transaction[] | null =>
  isRecord(answer) ? readTransactions(answer.data) : null;

/** A `wallets-info` answer. */
export function readWalletInfo(answer: unknown): WalletInfo | null {
  if (!isRecord(answer)) return null;
  return {
    wallet_id: isId(answer.wallet_id) ? answer.wallet_id : 0,
    balance: amount(answer.balance),
    available: amount(answer.available),
    reserved: amount(answer.reserved),
    currency: text(answer.currency),
    last_transactions: readTransactions(answer.last_transactions) ?? [],
  };
}

/** `select` of the wallet queries: the answer read tolerantly, or the query's error. */
export const selectWallets = (answer: unknown): Wallet[] => orFail(readWallets(answer));
export const selectWalletInfo = (answer: unknown): WalletInfo => orFail(readWalletInfo(answer));
export const selectTransactionPage = (answer: unknown): { data: Transaction[] } => ({
  data: orFail(readTransactionPage(answer)),
});
