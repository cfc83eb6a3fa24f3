import type { InvestorHolding, InvestorSummaryData } from '@/api/generated/model';

/*
 * `select` reader of the investor summary. Production does not validate answers against the
 * contract, so a drifting backend (an HTML page with status 200, a missing envelope, a field of
 * the wrong type) must end as the page's error state or a blank figure, never a crash or an
 * endless skeleton: the reader throws when the answer holds no summary and reads it field by field.
 */

type Raw = Record<string, unknown>;

/** An answer the page cannot read: thrown by a query's `select`, it becomes the query's error. */
export class MalformedAnswer extends Error {
  override readonly name = 'MalformedAnswer';
}

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A number as sent; anything else is NaN, which the formatter shows as "—". */
const amount = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);

const readHolding = (raw: Raw): InvestorHolding => ({
  ticker: text(raw.ticker),
  company: text(raw.company),
  quantity: amount(raw.quantity),
  value: amount(raw.value),
  change_percent: amount(raw.change_percent),
});

/** An `investor` answer (`{ data: { portfolio_value, invested, profit, holdings } }`). */
export function selectSummary(answer: unknown): InvestorSummaryData {
  const raw = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(raw)) throw new MalformedAnswer('Malformed answer');
  const holdings = Array.isArray(raw.holdings) ? raw.holdings.filter(isRecord) : [];
  return {
    data: {
      portfolio_value: amount(raw.portfolio_value),
      invested: amount(raw.invested),
      profit: amount(raw.profit),
      holdings: holdings.map(readHolding).filter((holding) => holding.ticker !== ''),
    },
  };
}
