import type { Transaction } from '@/api/generated/model';
import { movementOf, signedMoney } from '@/design-system/TransactionRow';
import { money, sumByCurrency, type Money } from '@/lib/money';

/** What a statement's transactions added and took away in one currency. */
export interface CurrencyTotals {
  currency: string;
  /** Completed money in: zero or positive. */
  credits: Money;
  /** Completed money out: zero or negative. */
  debits: Money;
  /** Pending money in and out (not yet moved, so not in the totals above). */
  pendingCredits: Money;
  pendingDebits: Money;
}

type Counted = 'completed' | 'pending';

/**
 * The sum of credits and the sum of debits per currency, in the order the currencies first
 * appear; currencies are never added together. Only completed transactions are counted; pending
 * ones are summed apart (their money has not moved yet), and rejected or cancelled ones, which
 * moved no money, are left out.
 */
export function totalsByCurrency(rows: readonly Transaction[]): CurrencyTotals[] {
  const moved = rows
    .filter((t) => Number.isFinite(t.amount))
    .filter((t): t is Transaction & { status: Counted } =>
      ['completed', 'pending'].includes(t.status),
    )
    .map((t) => ({
      status: t.status,
      movement: movementOf(t),
      amount: money(t.amount, t.currency),
    }))
    .filter(({ movement }) => movement !== 'void');
  const sums = (status: Counted, direction: 'in' | 'out') =>
    new Map(
      sumByCurrency(
        moved
          .filter((row) => row.status === status && row.movement === direction)
          .map(({ amount }) => signedMoney(amount, direction)),
      ).map((m) => [m.currency, m] as const),
    );
  const of = (map: Map<string, Money>, currency: string) => map.get(currency) ?? money(0, currency);
  const [credits, debits, pendingCredits, pendingDebits] = [
    sums('completed', 'in'),
    sums('completed', 'out'),
    sums('pending', 'in'),
    sums('pending', 'out'),
  ];
  const currencies = [...new Set(moved.map(({ amount }) => amount.currency))];
  return currencies.map((currency) => ({
    currency,
    credits: of(credits, currency),
    debits: of(debits, currency),
    pendingCredits: of(pendingCredits, currency),
    pendingDebits: of(pendingDebits, currency),
  }));
}

/** Whether anything of these totals is still pending. */
export const hasPending = (totals: Pick<CurrencyTotals, 'pendingCredits' | 'pendingDebits'>) =>
  totals.pendingCredits.amount !== 0 || totals.pendingDebits.amount !== 0;
