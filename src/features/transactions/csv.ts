import type { Transaction } from '@/api/generated/model';

/** Types whose money leaves the wallet even when the API sends a positive amount. */
const OUTGOING: ReadonlySet<string> = new Set(['withdrawal', 'ipo_buy', 'fee']);

/** The amount with the sign of its direction: money out is negative. */
export const signedAmount = (t: Pick<Transaction, 'amount' | 'type'>): number =>
  t.amount < 0 || OUTGOING.has(t.type) ? -Math.abs(t.amount) : Math.abs(t.amount);

/** Characters that make a spreadsheet read a text cell as a formula (or hide what follows). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | null | undefined;

/**
 * One cell of RFC 4180 CSV. Numbers are written with a dot and without grouping, exactly as
 * numbers, so a negative amount stays a number. Text that a spreadsheet would run as a formula
 * gets a leading `'`; text with a separator, a quote or a line break is quoted.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return String(Math.round(value * 100) / 100);
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A timestamp as ISO 8601 in UTC (`2026-03-16T10:00:00.000Z`); the input if it is not a date. */
export const isoDate = (value: string): string => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
};

/** UTF-8 byte order mark: spreadsheets then read accents and symbols correctly. */
export const BOM = '\uFEFF';

/** A whole CSV file (BOM, header row, CRLF line ends) from rows of cells. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export interface TransactionsCsvOptions {
  /** Column titles: date, type, status, amount, currency, wallet, method, comment. */
  header: string[];
  /** Wallet names by id; an unknown wallet is written as its id. */
  walletNames?: ReadonlyMap<number, string>;
}

/** The statement as CSV: one row per transaction, amounts signed, dates ISO, codes as the API sends them. */
export function transactionsCsv(
  rows: Transaction[],
  { header, walletNames }: TransactionsCsvOptions,
): string {
  return toCsv(
    header,
    rows.map((t) => [
      isoDate(t.created_at),
      t.type,
      t.status,
      signedAmount(t),
      t.currency,
      walletNames?.get(t.wallet_id) ?? t.wallet_id,
      t.method,
      t.comment,
    ]),
  );
}

/** File name of an export: `transactions-<from>-<to>.csv`, `all` for an open end. */
export const csvFileName = (from: string | undefined, to: string | undefined): string =>
  `transactions-${from ?? 'all'}-${to ?? 'all'}.csv`;
