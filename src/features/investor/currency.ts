/**
 * The currency of every amount of the investor summary. The contract's `InvestorSummary` names
 * none: its holdings are IPO shares, US listings priced in dollars (docs/money.md, rule 1).
 */
export const INVESTOR_CURRENCY = 'USD';
