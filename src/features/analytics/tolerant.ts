import type { AnalyticsData } from '@/api/generated/model';

/*
 * `select` reader of the analytics answer. Production does not validate answers against the
 * contract, so a drifting backend (an HTML page with status 200, a missing envelope, a field of
 * the wrong type) must end as the page's error state or a blank figure, never a crash or an
 * endless skeleton: the reader throws when the answer holds nothing usable and reads each series
 * point by point, leaving out points it cannot place.
 */

type Raw = Record<string, unknown>;

/** An answer the page cannot read: thrown by a query's `select`, it becomes the query's error. */
export class MalformedAnswer extends Error {
  override readonly name = 'MalformedAnswer';
}

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A number as sent; anything else is NaN, which the formatter shows as "—". */
const amount = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);
const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const points = <T>(list: unknown, read: (raw: Raw) => T | null): T[] =>
  Array.isArray(list)
    ? list
        .filter(isRecord)
        .map(read)
        .filter((point): point is T => point !== null)
    : [];

/** An `analytics` answer (`{ data: { balance_history, pnl, allocation, totals } }`). */
export function selectAnalytics(answer: unknown): AnalyticsData {
  const raw = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(raw)) throw new MalformedAnswer('Malformed answer');
  const totals = isRecord(raw.totals) ? raw.totals : {};
  return {
    data: {
      balance_history: points(raw.balance_history, (p) =>
        typeof p.date === 'string' && finite(p.balance)
          ? { date: p.date, balance: p.balance }
          : null,
      ),
      pnl: points(raw.pnl, (p) =>
        typeof p.date === 'string' && finite(p.value) ? { date: p.date, value: p.value } : null,
      ),
      allocation: points(raw.allocation, (p) =>
        typeof p.label === 'string' && finite(p.value) ? { label: p.label, value: p.value } : null,
      ),
      totals: {
        deposits: amount(totals.deposits),
        withdrawals: amount(totals.withdrawals),
        profit: amount(totals.profit),
      },
    },
  };
}
