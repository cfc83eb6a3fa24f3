import type { Transaction, TransactionPage, Wallet } from '@/api/generated/model';
import { amount, entries, isId, isRecord, readMeta, text, type Raw } from '@/lib/tolerant';

/*
 * `select` readers of the answers the transactions page reads (see `@/lib/tolerant`): a reader
 * throws when the answer holds nothing usable and reads entries field by field.
 */

const readTransaction = (raw: Raw & { id: number }): Transaction => ({
  id: raw.id,
  type: text(raw.type) as Transaction['type'],
  status: text(raw.status) as Transaction['status'],
  amount: amount(raw.amount),
  currency: text(raw.currency),
  wallet_id: isId(raw.wallet_id) ? raw.wallet_id : 0,
  method: typeof raw.method === 'string' ? raw.method : null,
  created_at: text(raw.created_at),
  comment: typeof raw.comment === 'string' ? raw.comment : null,
});

/** A `transactions` answer (`{ data: [...], meta }`). */
export function selectTransactionPage(answer: unknown): TransactionPage {
  const data = entries(isRecord(answer) ? answer.data : undefined, 'id', readTransaction);
  return { data, meta: readMeta(isRecord(answer) ? answer.meta : undefined, data.length) };
}

/** The wallets of a `wallets` answer (a bare array). */
export const selectWallets = (answer: unknown): Wallet[] =>
  entries(answer, 'id', (raw) => ({
    id: raw.id,
    currency: text(raw.currency),
    balance: amount(raw.balance),
    name: text(raw.name),
  }));
