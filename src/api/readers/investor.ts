import type { InvestorHolding, InvestorSummaryData } from '@/api/generated/model';
import { every, fail, isRecord, readAmount, text, type Raw } from '@/lib/tolerant';

/** A holding; null without its ticker (an entry the page cannot name is unreadable). */
const readHolding = (raw: Raw): InvestorHolding | null =>
  text(raw.ticker)
    ? {
        ticker: text(raw.ticker),
        company: text(raw.company),
        quantity: readAmount(raw.quantity),
        value: readAmount(raw.value),
        change_percent: readAmount(raw.change_percent),
      }
    : null;

/**
 * An `investor` answer (`{ data: { portfolio_value, invested, profit, holdings } }`). Holdings it
 * cannot read (or no list of them) make it unreadable: the page shows its error state, never
 * "No holdings yet" and "0% no change".
 */
export function selectInvestorSummary(answer: unknown): InvestorSummaryData {
  const raw = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(raw)) return fail();
  return {
    data: {
      portfolio_value: readAmount(raw.portfolio_value),
      invested: readAmount(raw.invested),
      profit: readAmount(raw.profit),
      holdings: every(raw.holdings, readHolding),
    },
  };
}
