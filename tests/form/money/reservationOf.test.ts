import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/generated/model';
import { reservationOf } from '@/form/money';
import { money } from '@/lib/money';

const row = (over: Partial<Transaction>): Transaction => ({
  id: 1,
  type: 'withdrawal',
  status: 'pending',
  amount: -345.6,
  currency: 'USD',
  wallet_id: 1,
  method: null,
  created_at: '2026-11-20T10:00:00Z',
  comment: null,
  ...over,
});

describe('reservationOf', () => {
  it('names the pending withdrawals and subscriptions that add up to the reserved amount', () => {
    expect(reservationOf([row({})], money(345.6, 'USD'))).toEqual({
      withdrawals: 1,
      subscriptions: 0,
      complete: true,
    });
    expect(
      reservationOf(
        [row({ amount: -300 }), row({ id: 2, type: 'ipo_buy', amount: -45.6 })],
        money(345.6, 'USD'),
      ),
    ).toEqual({ withdrawals: 1, subscriptions: 1, complete: true });
  });

  it('names nothing when the pending movements do not account for the reserved amount', () => {
    // A completed subscription is paid, not held; a deposit holds nothing back; another currency.
    const rows = [
      row({ type: 'ipo_buy', status: 'completed' }),
      row({ id: 2, type: 'deposit', amount: 345.6 }),
      row({ id: 3, currency: 'EUR' }),
    ];
    expect(reservationOf(rows, money(345.6, 'USD')).complete).toBe(false);
    expect(reservationOf([row({})], money(500, 'USD')).complete).toBe(false);
  });
});
