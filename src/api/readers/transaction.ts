import type { Transaction, TransactionPage } from '@/api/generated/model';
import {
  entries,
  fail,
  isId,
  isRecord,
  MalformedAnswer,
  readAmount,
  readMeta,
  text,
  type Raw,
} from '@/lib/tolerant';

/**
 * One transaction (`transactions`, `wallets-info`, `deposit/create`, `withdraw/create`). A type or
 * status the client does not know stays as sent: the pages name it through their own tables, and
 * the look-up after a lost answer never takes it for the deposit or withdrawal it is looking for.
 */
export const readTransaction = (raw: Raw & { id: number }): Transaction => ({
  id: raw.id,
  type: text(raw.type) as Transaction['type'],
  status: text(raw.status) as Transaction['status'],
  amount: readAmount(raw.amount),
  currency: text(raw.currency),
  wallet_id: isId(raw.wallet_id) ? raw.wallet_id : 0,
  method: typeof raw.method === 'string' ? raw.method : null,
  created_at: text(raw.created_at),
  comment: typeof raw.comment === 'string' ? raw.comment : null,
});

/** A list of transactions; an entry without an integer id makes it unreadable. */
export const readTransactions = (list: unknown): Transaction[] =>
  entries(list, 'id', readTransaction);

/** A `transactions` answer (`{ data: [...], meta }`). */
export function selectTransactionPage(answer: unknown): TransactionPage {
  const data = readTransactions(isRecord(answer) ? answer.data : undefined);
  return { data, meta: readMeta(isRecord(answer) ? answer.meta : undefined, data.length) };
}

/**
 * The transaction a `deposit/create` or `withdraw/create` answer (`{ data: Transaction }`) made;
 * null when it names none or cannot be read. The money call succeeded either way: the page says
 * so with what was sent, never as a failure that would invite sending again.
 */
export function readCreatedTransaction(answer: unknown): Transaction | null {
  const data = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(data) || !isId(data.id)) return null;
  try {
    return readTransaction({ ...data, id: data.id });
  } catch (error) {
    if (error instanceof MalformedAnswer) return null;
    throw error;
  }
}

/**
 * A `{ data: Transaction }` answer read where the transaction is the point (calls 52 and 53): an
 * answer without a readable transaction is unreadable, never a made-up one.
 */
export function selectTransactionData(answer: unknown): Transaction {
  const data = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(data) || !isId(data.id)) return fail();
  return readTransaction({ ...data, id: data.id });
}
