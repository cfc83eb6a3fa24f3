import type { InvestorHolding, InvestorSummaryData } from '@/api/generated/model';
import { amount, fail, isRecord, text, type Raw } from '@/lib/tolerant';

/*
 * `select` reader of the investor summary (see `@/lib/tolerant`): it throws when the answer holds
 * no summary, so the page shows its error state rather than an endless skeleton, and reads the
 * summary field by field.
 */

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
  if (!isRecord(raw)) return fail();
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
