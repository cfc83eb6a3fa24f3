import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/generated/model';
import { hasPending, totalsByCurrency } from '@/features/transactions/statement';

const none = (currency: string) => ({ amount: 0, currency });
const pendingNone = (currency: string) => ({
  pendingCredits: none(currency),
  pendingDebits: none(currency),
});

const tx = (patch: Partial<Transaction>): Transaction => ({
  id: 1,
  type: 'deposit',
  status: 'completed',
  amount: 100,
  currency: 'USD',
  wallet_id: 1,
  method: null,
  created_at: '2026-03-16T10:00:00Z',
  comment: null,
  ...patch,
});

describe('totalsByCurrency', () => {
  it('sums credits and debits per currency, in the order the currencies appear, never adding them', () => {
    expect(
      totalsByCurrency([
        tx({ currency: 'EUR', amount: 1500 }),
        tx({ type: 'withdrawal', amount: 25.5 }),
        tx({ type: 'fee', amount: 0.1, currency: 'eur' }),
        tx({ type: 'ipo_sell', amount: 980.4 }),
        tx({ type: 'fee', amount: 0.2, currency: 'EUR' }),
        tx({ type: 'transfer', amount: -40 }),
        tx({ type: 'transfer', amount: 10 }),
      ]),
    ).toEqual([
      {
        currency: 'EUR',
        credits: { amount: 1500, currency: 'EUR' },
        debits: { amount: -0.3, currency: 'EUR' },
        ...pendingNone('EUR'),
      },
      {
        currency: 'USD',
        credits: { amount: 990.4, currency: 'USD' },
        debits: { amount: -65.5, currency: 'USD' },
        ...pendingNone('USD'),
      },
    ]);
  });

  it('counts completed money only: pending sums apart, rejected and cancelled left out', () => {
    const [usd, ...others] = totalsByCurrency([
      tx({ amount: 300 }),
      tx({ status: 'rejected', amount: 2500 }),
      tx({ type: 'withdrawal', status: 'cancelled', amount: 800 }),
      tx({ status: 'pending', amount: 1500 }),
      tx({ type: 'withdrawal', status: 'pending', amount: 345.6 }),
      tx({ type: 'withdrawal', amount: 50 }),
      tx({ status: 'rejected', currency: 'GBP', amount: 10 }),
    ]);
    expect(others).toEqual([]);
    expect(usd).toEqual({
      currency: 'USD',
      credits: { amount: 300, currency: 'USD' },
      debits: { amount: -50, currency: 'USD' },
      pendingCredits: { amount: 1500, currency: 'USD' },
      pendingDebits: { amount: -345.6, currency: 'USD' },
    });
    expect(hasPending(usd!)).toBe(true);
  });

  it('gives a currency with only pending money a zero completed total', () => {
    const [eur] = totalsByCurrency([tx({ currency: 'EUR', status: 'pending', amount: 20 })]);
    expect(eur).toMatchObject({ credits: none('EUR'), pendingCredits: { amount: 20 } });
    expect(hasPending(totalsByCurrency([tx({})])[0]!)).toBe(false);
  });

  it('skips amounts the answer did not give as numbers', () => {
    expect(totalsByCurrency([tx({ amount: Number.NaN }), tx({ amount: 5 })])).toEqual([
      {
        currency: 'USD',
        credits: { amount: 5, currency: 'USD' },
        debits: { amount: 0, currency: 'USD' },
        ...pendingNone('USD'),
      },
    ]);
  });
});
