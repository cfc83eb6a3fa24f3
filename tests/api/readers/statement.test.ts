import { describe, expect, it } from 'vitest';
import { selectStatement } from '@/api/readers/statement';
import { MalformedAnswer } from '@/lib/tolerant';

const row = (id: number, created_at: string) => ({
  id,
  type: 'deposit',
  status: 'completed',
  amount: 100,
  currency: 'USD',
  wallet_id: 1,
  method: null,
  created_at,
  comment: null,
});

const answer = (data: Record<string, unknown> = {}) => ({
  data: {
    wallet_id: 1,
    currency: 'usd',
    from: '2026-10-01',
    to: '2026-10-31',
    opening_balance: '10000.00',
    closing_balance: 10200,
    transactions: [row(2, '2026-10-20T08:00:00Z'), row(1, '2026-10-02T10:15:00Z')],
    ...data,
  },
});

describe('selectStatement', () => {
  it('reads the balances in the wallet’s currency and puts the transactions oldest first', () => {
    const statement = selectStatement(answer());
    expect(statement).toMatchObject({
      wallet_id: 1,
      currency: 'USD',
      from: '2026-10-01',
      to: '2026-10-31',
      opening: { amount: 10000, currency: 'USD' },
      closing: { amount: 10200, currency: 'USD' },
    });
    expect(statement.transactions.map((t) => t.id)).toEqual([1, 2]);
  });

  it('reads a day sent as a timestamp as that day', () => {
    expect(selectStatement(answer({ from: '2026-10-01T00:00:00Z' })).from).toBe('2026-10-01');
  });

  it.each([
    ['no envelope', { wallet_id: 1 }],
    ['a missing balance', answer({ closing_balance: null })],
    ['a balance that is no amount', answer({ opening_balance: 'lots' })],
    ['no currency', answer({ currency: '' })],
    ['a period that is no day', answer({ to: 'October' })],
    ['transactions that are no list', answer({ transactions: {} })],
  ])('refuses an answer with %s: a statement never states a guessed figure', (_, raw) => {
    expect(() => selectStatement(raw)).toThrow(MalformedAnswer);
  });
});
