import type { Transaction } from '@/api/generated/model';
import { getTransactions } from '@/api/generated/transactions/transactions';
import { toRequest, type TransactionFilters } from './filters';

/** Rows asked per request while exporting (the contract's maximum). */
const EXPORT_PAGE_SIZE = 100;
/** A runaway `last_page` must not loop for ever. */
const MAX_PAGES = 500;

/** Every transaction of the filtered view, page after page, with the same filters as the table. */
export async function fetchAllTransactions(
  filters: TransactionFilters,
  fetchPage: typeof getTransactions = getTransactions,
): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  let page = 1;
  let last = 1;
  do {
    const answer = await fetchPage(toRequest({ ...filters, page }, EXPORT_PAGE_SIZE));
    rows.push(...answer.data);
    last = answer.meta.last_page;
    page += 1;
  } while (page <= last && page <= MAX_PAGES);
  return rows;
}

/** Saves text as a file through a Blob and a temporary object URL. */
export function downloadText(
  text: string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
