/** The periods a statement offers, and the checks a period passes before it is asked for. */

/** The longest period a statement covers, both days counted (call 54). */
export const MAX_STATEMENT_DAYS = 366;

export type PeriodPreset = 'lastMonth' | 'thisYear' | 'lastYear' | 'custom';

export const PERIOD_PRESETS: readonly PeriodPreset[] = [
  'lastMonth',
  'thisYear',
  'lastYear',
  'custom',
];

/** Whole days, `YYYY-MM-DD`, both inclusive. */
export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day as `YYYY-MM-DD` (the date parts as given: no time zone moves it). */
const isoDay = (year: number, month: number, day: number): string => {
  const date = new Date(Date.UTC(year, month, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** Today in the reader's own calendar, `YYYY-MM-DD`. */
export const todayOf = (now: Date = new Date()): string =>
  isoDay(now.getFullYear(), now.getMonth(), now.getDate());

/**
 * The days of a preset in the reader's calendar: the whole month before this one, this year up to
 * today, the whole year before this one. `custom` has no days of its own (null).
 */
export function presetPeriod(preset: PeriodPreset, now: Date = new Date()): Period | null {
  const year = now.getFullYear();
  const month = now.getMonth();
  switch (preset) {
    case 'lastMonth':
      return { from: isoDay(year, month - 1, 1), to: isoDay(year, month, 0) };
    case 'thisYear':
      return { from: isoDay(year, 0, 1), to: todayOf(now) };
    case 'lastYear':
      return { from: isoDay(year - 1, 0, 1), to: isoDay(year - 1, 11, 31) };
    default:
      return null;
  }
}

/** The number of days from `from` to `to`, both counted (1 for a single day). */
export const daysIn = ({ from, to }: Period): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Why a period cannot be asked for, if it cannot. */
export type PeriodProblem = 'fromMissing' | 'toMissing' | 'order' | 'tooLong';

/** The first problem of a period, or null when it can be sent. */
export function periodProblem(period: Partial<Period>): PeriodProblem | null {
  if (!period.from) return 'fromMissing';
  if (!period.to) return 'toMissing';
  if (period.to < period.from) return 'order';
  if (daysIn({ from: period.from, to: period.to }) > MAX_STATEMENT_DAYS) return 'tooLong';
  return null;
}
