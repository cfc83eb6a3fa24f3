import type { Transaction } from '@/api/generated/model';
import { money, type Money } from '@/lib/money';
import { amount, entries, fail, isId, isRecord, text } from '@/lib/tolerant';

/** A wallet as the pages show it: its balance is a money value in the wallet's own currency. */
export interface WalletView {
  id: number;
  name: string;
  /** ISO 4217 code, upper case; `USD` for the main wallet. */
  currency: string;
  balance: Money;
}

/** A `wallets-info` answer as the pages show it: every figure in the wallet's currency. */
export interface WalletFigures {
  wallet_id: number;
  currency: string;
  balance: Money;
  /** What can leave the wallet now: the balance less what is reserved. */
  available: Money;
  /** Held for pending withdrawals and IPO subscriptions. */
  reserved: Money;
  last_transactions: Transaction[];
}

/*
 * Readers of the wallet answers (see `@/lib/tolerant`): a reader returns null when the answer is
 * not the list or object it should be, and throws `MalformedAnswer` when a list holds an entry it
 * cannot read; the `select` functions at the end turn that null into the query's error too, so
 * the page shows its error state with a retry either way.
 */

const orFail = <T>(value: T | null): T => value ?? fail();

/** The wallets of a `wallets` answer; an entry without an id makes it unreadable. */
export const readWallets = (answer: unknown): WalletView[] | null =>
  Array.isArray(answer)
    ? entries(answer, 'id', (entry) => {
        const currency = text(entry.currency).trim().toUpperCase();
        return {
          id: entry.id,
          currency,
          balance: money(amount(entry.balance), currency),
          name: text(entry.name),
        };
      })
    : null;

/** Transactions of a list; an entry without an id makes it unreadable. */
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
export function readWalletInfo(answer: unknown): WalletFigures | null {
  if (!isRecord(answer)) return null;
  const currency = text(answer.currency).trim().toUpperCase();
  return {
    wallet_id: isId(answer.wallet_id) ? answer.wallet_id : 0,
    currency,
    balance: money(amount(answer.balance), currency),
    available: money(amount(answer.available), currency),
    reserved: money(amount(answer.reserved), currency),
    last_transactions: readTransactions(answer.last_transactions) ?? [],
  };
}

/** `select` of the wallet queries: the answer read tolerantly, or the query's error. */
export const selectWallets = (answer: unknown): WalletView[] => orFail(readWallets(answer));
export const selectWalletInfo = (answer: unknown): WalletFigures => orFail(readWalletInfo(answer));
export const selectTransactionPage = (answer: unknown): { data: Transaction[] } => ({
  data: orFail(readTransactionPage(answer)),
});
