import type { Transaction } from '@/api/generated/model';
import { movementOf, signedMoney } from '@/design-system/TransactionRow';
import { minorUnits, money, type Money, type NumberStyle } from '@/lib/money';

/**
 * How a file separates fields and writes decimals (docs/money.md, rule 8): a comma and a dot,
 * or, under the "as in my language" notation in a language that writes decimals with a comma,
 * a semicolon and a comma, as spreadsheets in that language expect.
 */
export interface CsvFormat {
  readonly delimiter: ',' | ';';
  readonly decimal: '.' | ',';
}

export const CSV_STANDARD: CsvFormat = { delimiter: ',', decimal: '.' };
const CSV_COMMA_DECIMAL: CsvFormat = { delimiter: ';', decimal: ',' };

/** The decimal separator the language writes ("," in German, "." in English). */
function decimalSeparatorOf(locale: string): string {
  try {
    return (
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
        ?.value ?? '.'
    );
  } catch {
    return '.';
  }
}

/** The file format of the client's number notation. */
export function csvFormatOf(style: NumberStyle): CsvFormat {
  if (style.notation !== 'language') return CSV_STANDARD;
  return decimalSeparatorOf(style.locale) === ',' ? CSV_COMMA_DECIMAL : CSV_STANDARD;
}

/** A number a spreadsheet reads as a number: written as it is, never quoted or neutralised. */
export interface CsvNumber {
  readonly number: string;
}

export type CsvCell = string | number | CsvNumber | null | undefined;

/** Characters that make a spreadsheet read a text cell as a formula (or hide what follows). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal: no grouping, the format's separator, a minus for negatives, no "-0". */
function decimal(n: number, digits: number, format: CsvFormat): string {
  const factor = 10 ** digits;
  const rounded = Math.round(Math.abs(n) * factor) / factor;
  const text = rounded.toFixed(digits);
  const sign = n < 0 && rounded !== 0 ? '-' : '';
  return sign + (format.decimal === '.' ? text : text.replace('.', format.decimal));
}

/** An amount with its currency's minor units: `-640.00`, `-640,00`; empty when not a number. */
export function csvAmount(value: Money, format: CsvFormat = CSV_STANDARD): CsvCell {
  if (!Number.isFinite(value.amount)) return null;
  return { number: decimal(value.amount, minorUnits(value.currency), format) };
}

/**
 * One cell of RFC 4180 CSV. Numbers are written without grouping, with the format's decimal
 * separator. Text that a spreadsheet would run as a formula gets a leading `'`; text with the
 * delimiter, a quote or a line break is quoted.
 */
export function csvCell(value: CsvCell, format: CsvFormat = CSV_STANDARD): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return value.number;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const text = String(Math.round(value * 100) / 100);
    return format.decimal === '.' ? text : text.replace('.', format.decimal);
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  const special = text.includes(format.delimiter) || /["\r\n]/.test(text) || text !== text.trim();
  return special ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A timestamp as ISO 8601 in UTC (`2026-03-16T10:00:00.000Z`); the input if it is not a date. */
export const isoDate = (value: string): string => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
};

/** UTF-8 byte order mark: spreadsheets then read accents and symbols correctly. */
export const BOM = '\uFEFF';

/** A whole CSV file (BOM, header row, CRLF line ends) from rows of cells. */
export function toCsv(
  header: string[],
  rows: CsvCell[][],
  format: CsvFormat = CSV_STANDARD,
): string {
  const line = (row: CsvCell[]) => row.map((cell) => csvCell(cell, format)).join(format.delimiter);
  return BOM + [header, ...rows].map(line).join('\r\n') + '\r\n';
}

export interface TransactionsCsvOptions {
  /** Column titles: date, type, status, amount, currency, wallet, method, comment. */
  header: string[];
  /** Wallet names by id; an unknown wallet is written as its id. */
  walletNames?: ReadonlyMap<number, string>;
  /** Separators of the client's notation (`csvFormatOf(useNumberFormat().style)`). */
  format?: CsvFormat;
}

/**
 * The statement as CSV: one row per transaction, dates ISO, codes as the API sends them. The
 * amount is signed by the way the money moved (money out negative); a rejected or cancelled
 * transaction moved nothing, so its amount is written as requested, without a sign, and its
 * status says why (docs/money.md, rule 8).
 */
export function transactionsCsv(
  rows: Transaction[],
  { header, walletNames, format = CSV_STANDARD }: TransactionsCsvOptions,
): string {
  return toCsv(
    header,
    rows.map((t) => [
      isoDate(t.created_at),
      t.type,
      t.status,
      csvAmount(signedMoney(money(t.amount, t.currency), movementOf(t)), format),
      t.currency,
      walletNames?.get(t.wallet_id) ?? t.wallet_id,
      t.method,
      t.comment,
    ]),
    format,
  );
}

/** File name of an export: `transactions-<from>-<to>.csv`, `all` for an open end. */
export const csvFileName = (from: string | undefined, to: string | undefined): string =>
  `transactions-${from ?? 'all'}-${to ?? 'all'}.csv`;
