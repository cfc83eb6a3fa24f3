import type { Transaction } from '@/api/generated/model';
import { getTransactions } from '@/api/generated/transactions/transactions';
import { selectTransactionPage } from '@/api/readers/transaction';
import { toRequest, type TransactionFilters } from './filters';

/** Rows asked per request while exporting or printing (the contract's maximum). */
const EXPORT_PAGE_SIZE = 100;
/** A runaway `last_page` must not loop for ever. */
const MAX_PAGES = 500;
/** The most transactions an export or a printed statement holds. */
export const MAX_EXPORT_ROWS = MAX_PAGES * EXPORT_PAGE_SIZE;

/** The filter matches more transactions than an export holds: nothing is written half-done. */
export class TooManyTransactions extends Error {
  override readonly name = 'TooManyTransactions';
  constructor(readonly limit: number = MAX_EXPORT_ROWS) {
    super(`More than ${limit} transactions`);
  }
}

export interface FetchAllOptions {
  /** The page request (tests pass their own). */
  fetchPage?: typeof getTransactions;
  /** Called after each page: transactions received so far, and how many the filter holds. */
  onProgress?: (loaded: number, total: number) => void;
  /** Stops asking for pages (the filter changed, the page closed). */
  signal?: AbortSignal;
}

/**
 * Every transaction of the filtered view, page after page, with the same filters as the table,
 * each answer read as the table reads it. A transaction that a new arrival pushed onto the next
 * page is counted once. Throws when a page fails or the filter holds more than an export can.
 */
export async function fetchAllTransactions(
  filters: TransactionFilters,
  { fetchPage = getTransactions, onProgress, signal }: FetchAllOptions = {},
): Promise<Transaction[]> {
  const rows = new Map<number, Transaction>();
  let page = 1;
  let last = 1;
  do {
    signal?.throwIfAborted();
    const answer = selectTransactionPage(
      await fetchPage(toRequest({ ...filters, page }, EXPORT_PAGE_SIZE), undefined, signal),
    );
    last = answer.meta.last_page;
    if (last > MAX_PAGES) throw new TooManyTransactions();
    for (const row of answer.data) if (!rows.has(row.id)) rows.set(row.id, row);
    onProgress?.(rows.size, Math.max(answer.meta.total, rows.size));
    page += 1;
  } while (page <= last);
  return [...rows.values()];
}

/** Saves text as a file through a Blob and a temporary object URL. */
export function downloadText(
  text: string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/**
 * Saves a file through a temporary object URL. The link goes where focus is (an open dialog's
 * content, when one is open: the page behind a modal dialog is inert), or the body.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  const host = document.activeElement?.closest('dialog[open]') ?? document.body;
  host.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
