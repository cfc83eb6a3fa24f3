import { formatNumber, MISSING_VALUE } from './money';

/**
 * Date and size formatting shared by the design system and the features. Dates use the UI
 * language through Intl. Amounts and numbers are `./money`'s (docs/money.md).
 */

/** Parses an ISO 8601 string (or takes a Date/epoch) and returns null when it is not a date. */
function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * One formatter per locale and options, made on first use: building an `Intl.DateTimeFormat` costs
 * far more than formatting with it, and a list formats the same way for every row.
 */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(locale: string, format: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(format)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, format);
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** A moment formatted with `format` in `locale`; the input as it came when it is not a date. */
function formatMoment(
  iso: string | number | Date,
  locale: string,
  format: Intl.DateTimeFormatOptions,
): string {
  const date = toDate(iso);
  return date ? dateFormatter(locale, format).format(date) : String(iso);
}

export interface DateFormatOptions {
  /**
   * Time zone to show the moment in. Dates default to UTC: the API sends UTC timestamps and
   * date-only strings ("2026-03-16") parse as UTC midnight, so a browser west of Greenwich would
   * otherwise show the previous day. Dates with a time default to the reader's own zone (a ticket
   * reply sent at 14:00 in Helsinki reads 14:00 there, not 12:00).
   */
  timeZone?: string;
}

/** A formatter of moments with these fields, in `zone()` unless the caller names a zone. */
const zonedFormatter =
  (format: Intl.DateTimeFormatOptions, zone: () => string = () => 'UTC') =>
  (iso: string | number | Date, locale = 'en', options: DateFormatOptions = {}): string =>
    formatMoment(iso, locale, { ...format, timeZone: options.timeZone ?? zone() });

/** A date in the UI language, e.g. "Mar 16, 2026" (en) or "16.03.2026" (de); the input if unparsable. */
export const formatDate = zonedFormatter({ dateStyle: 'medium' });

/** Day and month in the UI language, for chart axes: "Mar 16" (en), "16. März" (de). */
export const formatDayMonth = zonedFormatter({ day: 'numeric', month: 'short' });

/** Month and year in the UI language, for chart axes spanning a year: "Mar 2026" (en), "März 2026" (de). */
export const formatMonthYear = zonedFormatter({ month: 'short', year: 'numeric' });

/**
 * A date and time in the UI language, on the reader's wall clock unless a zone is named, e.g.
 * "Mar 16, 2026, 10:00 AM"; the input if unparsable.
 */
export const formatDateTime = zonedFormatter({ dateStyle: 'medium', timeStyle: 'short' }, () =>
  localTimeZone(),
);

/** The reader's own time zone (the browser's), e.g. "Europe/Helsinki"; UTC when unknown. */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * A moment as the reader's wall clock shows it, with the zone named so it cannot be misread:
 * "Mar 20, 2026, 10:00 PM GMT+2" (en, Helsinki), "20.03.2026, 16:00 GMT-4" (de, New York).
 */
export function formatLocalDateTime(
  iso: string | number | Date,
  locale = 'en',
  timeZone: string = localTimeZone(),
): string {
  return formatMoment(iso, locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
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
