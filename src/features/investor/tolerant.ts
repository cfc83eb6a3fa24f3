import type { InvestorHolding, InvestorSummaryData } from '@/api/generated/model';
import { amount, every, fail, isRecord, text, type Raw } from '@/lib/tolerant';

/*
 * `select` reader of the investor summary (see `@/lib/tolerant`): it throws when the answer holds
 * no summary, so the page shows its error state rather than an endless skeleton, and reads the
 * summary field by field.
 */

/** A holding; null without its ticker (an entry the page cannot name is unreadable). */
const readHolding = (raw: Raw): InvestorHolding | null =>
  text(raw.ticker)
    ? {
        ticker: text(raw.ticker),
        company: text(raw.company),
        quantity: amount(raw.quantity),
        value: amount(raw.value),
        change_percent: amount(raw.change_percent),
      }
    : null;

/** An `investor` answer (`{ data: { portfolio_value, invested, profit, holdings } }`). */
export function selectSummary(answer: unknown): InvestorSummaryData {
  const raw = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(raw)) return fail();
  // Holdings the page cannot read are the error state, never "No holdings yet".
  const holdings = every(raw.holdings, readHolding);
  return {
    data: {
      portfolio_value: amount(raw.portfolio_value),
      invested: amount(raw.invested),
      profit: amount(raw.profit),
      holdings,
    },
  };
}
