import { money, type Money } from '@/lib/money';

/**
 * The contract's IPOs are US listings and carry no currency: their prices, orders and holdings are
 * in dollars (docs/money.md). Every IPO amount is made here, so that assumption lives in one place.
 */
export const IPO_CURRENCY = 'USD';

/** An IPO price or amount as money. */
export const usd = (amount: number): Money => money(amount, IPO_CURRENCY);
