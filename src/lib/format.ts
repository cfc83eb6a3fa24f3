/**
 * Number, money, date and size formatting shared by the design system and the features.
 * Numbers follow the specification: 0 to 2 decimals with en-US grouping, whatever the UI language,
 * so "$ 12,345.6" reads the same in every locale. Dates use the UI language through Intl.
 */

const numberFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** What a missing or non-finite amount shows instead of "NaN". */
export const MISSING_VALUE = '—';

/** 0 to 2 decimals with en-US grouping: 12345.6 → "12,345.6", 1234 → "1,234", 0.125 → "0.13". */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return MISSING_VALUE;
  const text = numberFormat.format(n);
  // -0.001 rounds to "-0": a sign on zero only confuses.
  return text === '-0' ? '0' : text;
}

/**
 * Dollars as the specification writes them, "$ " plus the number: 12345.6 → "$ 12,345.6".
 * A negative amount puts the sign before the symbol: -5 → "-$ 5".
 */
export function formatUsd(n: number): string {
  if (!Number.isFinite(n)) return MISSING_VALUE;
  const text = formatNumber(Math.abs(n));
  return n < 0 && text !== '0' ? `-$ ${text}` : `$ ${text}`;
}

/** Another currency: the number then the ISO code, 1234.5 + "EUR" → "1,234.5 EUR". */
export function formatMoney(n: number, currency: string): string {
  if (!Number.isFinite(n)) return MISSING_VALUE;
  return `${formatNumber(n)} ${currency}`;
}

/** Any amount: dollars (no currency or `USD`) as {@link formatUsd}, others as {@link formatMoney}. */
export function formatAmount(n: number, currency = 'USD'): string {
  return currency.toUpperCase() === 'USD' ? formatUsd(n) : formatMoney(n, currency);
}

/** Parses an ISO 8601 string (or takes a Date/epoch) and returns null when it is not a date. */
function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface DateFormatOptions {
  /**
   * Time zone to show the moment in. Defaults to UTC: the API sends UTC timestamps and date-only
   * strings ("2026-03-16") parse as UTC midnight, so a browser west of Greenwich would otherwise
   * show the previous day. Pass the user's zone for times that should read as local.
   */
  timeZone?: string;
}

/** A date in the UI language, e.g. "Mar 16, 2026" (en) or "16.03.2026" (de); the input if unparsable. */
export function formatDate(
  iso: string | number | Date,
  locale = 'en',
  options: DateFormatOptions = {},
): string {
  const date = toDate(iso);
  if (!date) return String(iso);
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeZone: options.timeZone ?? 'UTC',
  }).format(date);
}

/** A date and time in the UI language, e.g. "Mar 16, 2026, 10:00 AM"; the input if unparsable. */
export function formatDateTime(
  iso: string | number | Date,
  locale = 'en',
  options: DateFormatOptions = {},
): string {
  const date = toDate(iso);
  if (!date) return String(iso);
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: options.timeZone ?? 'UTC',
  }).format(date);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A file size in binary units with at most one decimal: 0 → "0 B", 1536 → "1.5 KB", 5242880 → "5 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return MISSING_VALUE;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${formatNumber(rounded)} ${BYTE_UNITS[unit]}`;
}
