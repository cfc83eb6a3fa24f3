import type { PageMeta, Transaction, TransactionPage, Wallet } from '@/api/generated/model';

/*
 * `select` readers of the answers the transactions page reads. Production does not validate
 * answers against the contract, so a drifting backend (an HTML page with status 200, a missing
 * envelope, a field of the wrong type) must end as the query's error state, never a crash: a
 * reader throws when the answer holds nothing usable and reads entries field by field.
 */

type Raw = Record<string, unknown>;

/** An answer the page cannot read: thrown by a query's `select`, it becomes the query's error. */
export class MalformedAnswer extends Error {
  override readonly name = 'MalformedAnswer';
}

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A number as sent; anything else is NaN, which the formatter shows as "—". */
const amount = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

const entries = <T>(list: unknown, read: (raw: Raw & { id: number }) => T): T[] => {
  if (!Array.isArray(list)) throw new MalformedAnswer('Malformed answer');
  return list
    .filter((entry): entry is Raw & { id: number } => isRecord(entry) && isId(entry.id))
    .map(read);
};

const MAX_PAGES = 10_000;
const pageNumber = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? Math.min(value, MAX_PAGES)
    : fallback;

/** Pagination facts within bounds: a page count in the millions must not build a million links. */
function readMeta(raw: unknown, rows: number): PageMeta {
  const meta = isRecord(raw) ? raw : {};
  const last = pageNumber(meta.last_page, 1);
  return {
    current_page: Math.min(pageNumber(meta.current_page, 1), last),
    last_page: last,
    per_page: pageNumber(meta.per_page, Math.max(rows, 1)),
    total: typeof meta.total === 'number' && meta.total >= 0 ? meta.total : rows,
  };
}

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
  const data = entries(isRecord(answer) ? answer.data : undefined, readTransaction);
  return { data, meta: readMeta(isRecord(answer) ? answer.meta : undefined, data.length) };
}

/** The wallets of a `wallets` answer (a bare array). */
export const selectWallets = (answer: unknown): Wallet[] =>
  entries(answer, (raw) => ({
    id: raw.id,
    currency: text(raw.currency),
    balance: amount(raw.balance),
    name: text(raw.name),
  }));
