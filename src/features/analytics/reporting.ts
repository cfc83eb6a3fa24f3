import { defineMessage, type IntlShape } from 'react-intl';
import type { Analytics } from '@/api/generated/model';
import { periodPhrases, type Period } from './period';

/*
 * What every figure of the analytics answer is measured in and over: the reporting currency (the
 * contract's `currency`, USD when absent), whether amounts held in other currencies were converted
 * into it (`rates_at`), and the days the period covers.
 */

/** The contract's default when the answer names no reporting currency. */
export const DEFAULT_REPORTING_CURRENCY = 'USD';

/**
 * The reporting currency of the answer: its `currency` when it reads as a three-letter code (one
 * Intl does not know is still written after the figure, never replaced by dollars), else USD.
 */
export function reportingCurrency(analytics: Pick<Analytics, 'currency'>): string {
  const code = analytics.currency?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(code) ? code : DEFAULT_REPORTING_CURRENCY;
}

const DAY_MS = 86_400_000;

/** The first and the last day a period's answer covers (ISO dates, UTC). */
export interface Coverage {
  from: string;
  to: string;
}

/**
 * The days one series covers: each point closes a bucket (a day, or a week over a year), so its
 * first day is the first point's date less one bucket, plus one day.
 */
function seriesCoverage(series: { date: string }[]): [number, number] | null {
  const times = series.map((point) => Date.parse(point.date)).filter(Number.isFinite);
  if (times.length === 0) return null;
  const first = Math.min(...times);
  const last = Math.max(...times);
  const second = Math.min(...times.filter((time) => time > first));
  const bucket = Number.isFinite(second) ? second - first : DAY_MS;
  return [first - Math.max(bucket - DAY_MS, 0), last];
}

/** The days the answer's series cover together; null when it has no dated point. */
export function coverage(analytics: Pick<Analytics, 'balance_history' | 'pnl'>): Coverage | null {
  const spans = [seriesCoverage(analytics.pnl), seriesCoverage(analytics.balance_history)].filter(
    (span): span is [number, number] => span !== null,
  );
  if (spans.length === 0) return null;
  const from = Math.min(...spans.map(([start]) => start));
  const to = Math.max(...spans.map(([, end]) => end));
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** Two days as one range in the interface language: "Feb 15 – Mar 16, 2026", "15.02. – 16.03.2026". */
export function formatDateRange({ from, to }: Coverage, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const start = new Date(from);
  const end = new Date(to);
  return typeof format.formatRange === 'function'
    ? format.formatRange(start, end)
    : `${format.format(start)} – ${format.format(end)}`;
}

const periodWithDates = defineMessage<{ period: string; range: string }>({
  id: 'analytics.period.withDates',
  defaultMessage: '{period} ({range})',
});

/**
 * The period a figure covers, as the end of a sentence: "over the last 30 days (Feb 15 –
 * Mar 16, 2026)"; without the dates while they are not known.
 */
export function periodText(
  intl: IntlShape,
  period: Period,
  analytics?: Pick<Analytics, 'balance_history' | 'pnl'>,
): string {
  const phrase = intl.formatMessage(periodPhrases[period]);
  const covered = analytics ? coverage(analytics) : null;
  return covered
    ? intl.formatMessage(periodWithDates, {
        period: phrase,
        range: formatDateRange(covered, intl.locale),
      })
    : phrase;
}
