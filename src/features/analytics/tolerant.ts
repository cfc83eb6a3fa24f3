import type { AnalyticsData } from '@/api/generated/model';
import { amount, every, fail, isRecord, text } from '@/lib/tolerant';

/*
 * `select` reader of the analytics answer (see `@/lib/tolerant`): it throws when the answer holds
 * nothing usable or a point it cannot place, so the page shows its error state (with a retry)
 * rather than an endless skeleton or a chart with holes, and reads each series point by point.
 */

/** A point's figure: a number or a decimal string; null when it is neither. */
const figure = (value: unknown): number | null => {
  const n = amount(value);
  return Number.isFinite(n) ? n : null;
};

/** A moment as sent (ISO 8601); null when it is missing or not a date. */
const moment = (value: unknown): string | null =>
  typeof value === 'string' && Number.isFinite(Date.parse(value)) ? value : null;

/**
 * An `analytics` answer (`{ data: { balance_history, pnl, allocation, totals, currency?,
 * rates_at? } }`). The reporting currency stays as sent (empty when absent: the page reads USD,
 * the contract's default); the time of the rates only when it is a date.
 */
export function selectAnalytics(answer: unknown): AnalyticsData {
  const raw = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(raw)) return fail();
  const totals = isRecord(raw.totals) ? raw.totals : {};
  return {
    data: {
      balance_history: every(raw.balance_history, (p) => {
        const balance = figure(p.balance);
        return typeof p.date === 'string' && balance !== null ? { date: p.date, balance } : null;
      }),
      pnl: every(raw.pnl, (p) => {
        const value = figure(p.value);
        return typeof p.date === 'string' && value !== null ? { date: p.date, value } : null;
      }),
      allocation: every(raw.allocation, (p) => {
        const value = figure(p.value);
        return typeof p.label === 'string' && value !== null ? { label: p.label, value } : null;
      }),
      totals: {
        deposits: amount(totals.deposits),
        withdrawals: amount(totals.withdrawals),
        profit: amount(totals.profit),
      },
      currency: text(raw.currency).trim().toUpperCase(),
      rates_at: moment(raw.rates_at),
    },
  };
}
