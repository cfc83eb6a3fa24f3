import type { Transaction } from '@/api/generated/model';
import { movementOf, signedMoney } from '@/design-system/TransactionRow';
import { money, sumByCurrency, type Money } from '@/lib/money';

/** What a statement's transactions added and took away in one currency. */
export interface CurrencyTotals {
  currency: string;
  /** Money in: zero or positive. */
  credits: Money;
  /** Money out: zero or negative. */
  debits: Money;
}

/**
 * The sum of credits and the sum of debits per currency, in the order the currencies first
 * appear; currencies are never added together, and rejected or cancelled transactions, which
 * moved no money, are left out.
 */
export function totalsByCurrency(rows: readonly Transaction[]): CurrencyTotals[] {
  const moved = rows
    .filter((t) => Number.isFinite(t.amount))
    .map((t) => ({ movement: movementOf(t), amount: money(t.amount, t.currency) }))
    .filter(({ movement }) => movement !== 'void');
  const sums = (direction: 'in' | 'out') =>
    new Map(
      sumByCurrency(
        moved
          .filter(({ movement }) => movement === direction)
          .map(({ amount }) => signedMoney(amount, direction)),
      ).map((m) => [m.currency, m] as const),
    );
  const credits = sums('in');
  const debits = sums('out');
  const currencies = [...new Set(moved.map(({ amount }) => amount.currency))];
  return currencies.map((currency) => ({
    currency,
    credits: credits.get(currency) ?? money(0, currency),
    debits: debits.get(currency) ?? money(0, currency),
  }));
}
