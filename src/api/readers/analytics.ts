import type { AnalyticsData } from '@/api/generated/model';
import { amount, every, fail, isRecord, readAmount, text } from '@/lib/tolerant';

/** A point's figure: a number or a decimal string; null (the point is unreadable) otherwise. */
const figure = (value: unknown): number | null => {
  const n = amount(value);
  return Number.isFinite(n) ? n : null;
};

/** A moment as sent (ISO 8601); null when it is missing or not a date. */
const moment = (value: unknown): string | null =>
  typeof value === 'string' && Number.isFinite(Date.parse(value)) ? value : null;

/**
 * The rates of a conversion (`{ "EUR": 1.0812 }`: units of the reporting currency for one unit of
 * another), as codes in upper case; a rate that is not a positive number, or a key that is not a
 * currency code, is left out (a total then says it was converted at a rate not stated), never
 * shown as a rate.
 */
function readRates(value: unknown, reporting: string): Record<string, number> | undefined {
  if (!isRecord(value)) return undefined;
  const rates: Record<string, number> = {};
  for (const [key, raw] of Object.entries(value)) {
    const code = key.trim().toUpperCase();
    const rate = amount(raw);
    if (/^[A-Z]{3}$/.test(code) && code !== reporting && Number.isFinite(rate) && rate > 0)
      rates[code] = rate;
  }
  return Object.keys(rates).length > 0 ? rates : undefined;
}

/**
 * An `analytics` answer (`{ data: { balance_history, pnl, allocation, totals, currency?,
 * rates_at?, rates? } }`). A point it cannot place makes it unreadable (the page shows its error, never a
 * chart with holes or "No activity in this period"). The reporting currency stays as sent (empty
 * when absent: the page reads USD, the contract's default); the time of the rates only when it is
 * a date.
 */
export function selectAnalytics(answer: unknown): AnalyticsData {
  const raw = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(raw)) return fail();
  const totals = isRecord(raw.totals) ? raw.totals : {};
  const currency = text(raw.currency).trim().toUpperCase();
  const rates = readRates(raw.rates, currency || 'USD');
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
        deposits: readAmount(totals.deposits),
        withdrawals: readAmount(totals.withdrawals),
        profit: readAmount(totals.profit),
      },
      currency,
      rates_at: moment(raw.rates_at),
      ...(rates ? { rates } : {}),
    },
  };
}
