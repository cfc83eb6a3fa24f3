import type { AnalyticsData } from '@/api/generated/model';
import { amount, fail, isRecord, type Raw } from '@/lib/tolerant';

/*
 * `select` reader of the analytics answer (see `@/lib/tolerant`): it throws when the answer holds
 * nothing usable, so the page shows its error state rather than an endless skeleton, and reads
 * each series point by point, leaving out points it cannot place.
 */

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
  if (!isRecord(raw)) return fail();
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
