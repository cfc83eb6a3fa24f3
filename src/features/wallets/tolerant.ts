import type { Transaction, Wallet, WalletInfo } from '@/api/generated/model';
import { amount, entries, fail, isId, isRecord, text } from '@/lib/tolerant';

/*
 * Readers of the wallet answers that never throw (see `@/lib/tolerant`): a reader returns null
 * when the answer holds nothing usable, and the caller shows its error state; the `select`
 * functions at the end turn that null into the query's error.
 */

const orFail = <T>(value: T | null): T => value ?? fail();

/** The wallets of a `wallets` answer; entries without an id are left out. */
export const readWallets = (answer: unknown): Wallet[] | null =>
  Array.isArray(answer)
    ? entries(answer, 'id', (entry) => ({
        id: entry.id,
        currency: text(entry.currency),
        balance: amount(entry.balance),
        name: text(entry.name),
      }))
    : null;

/** Transactions of a list; entries without an id are left out. */
export const readTransactions = (list: unknown): Transaction[] | null =>
  Array.isArray(list)
    ? entries(list, 'id', (entry) => ({
        id: entry.id,
        type: text(entry.type) as Transaction['type'],
        status: text(entry.status) as Transaction['status'],
        amount: amount(entry.amount),
        currency: text(entry.currency),
        wallet_id: isId(entry.wallet_id) ? entry.wallet_id : 0,
        method: typeof entry.method === 'string' ? entry.method : null,
        created_at: text(entry.created_at),
        comment: typeof entry.comment === 'string' ? entry.comment : null,
      }))
    : null;

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
