import { describe, expect, it } from 'vitest';
import type { IpoOrder, Transaction } from '@/api/generated/model';
import { subscriptionMoney } from '@/features/ipo/subscriptionMoney';

const AT = '2026-03-12T13:55:00Z';
const order = (patch: Partial<IpoOrder> = {}): IpoOrder => ({
  id: 7010,
  stock_id: 46,
  side: 'buy',
  quantity: 20,
  price: 26,
  amount: 520,
  status: 'filled',
  created_at: AT,
  ...patch,
});
const tx = (patch: Partial<Transaction> = {}): Transaction => ({
  id: 5120,
  type: 'ipo_buy',
  status: 'completed',
  amount: 520,
  currency: 'USD',
  wallet_id: 1,
  method: null,
  created_at: AT,
  comment: null,
  ...patch,
});
const aurora = { stock_id: 46 };

describe('subscriptionMoney', () => {
  it('says paid when every order of the stock has its completed ipo_buy, with the latest date', () => {
    const later = '2026-03-13T09:00:00Z';
    expect(
      subscriptionMoney(
        aurora,
        [order(), order({ id: 7011, quantity: 10, amount: 260, created_at: later })],
        [tx(), tx({ id: 5121, amount: 260, created_at: later })],
      ),
    ).toEqual({ state: 'paid', amount: 780, at: later });
  });

  it('says held when one of them is still pending', () => {
    expect(subscriptionMoney(aurora, [order()], [tx({ status: 'pending' })])).toEqual({
      state: 'held',
      amount: 520,
    });
  });

  it('says nothing it cannot know: no movement of that amount near the order, or no order', () => {
    expect(subscriptionMoney(aurora, [order()], [tx({ amount: 500 })])).toBeNull();
    expect(
      subscriptionMoney(aurora, [order()], [tx({ created_at: '2026-03-14T13:55:00Z' })]),
    ).toBeNull();
    expect(subscriptionMoney(aurora, [order()], [tx({ type: 'withdrawal' })])).toBeNull();
    expect(subscriptionMoney(aurora, [order({ stock_id: 47 })], [tx()])).toBeNull();
    // One movement cannot stand for two orders of the same amount.
    expect(subscriptionMoney(aurora, [order(), order({ id: 7011 })], [tx()])).toBeNull();
  });

  it('leaves out an order that was rejected and the movement that refunded it', () => {
    expect(
      subscriptionMoney(
        aurora,
        [order(), order({ id: 7012, amount: 13000, status: 'rejected' })],
        [tx(), tx({ id: 5122, amount: 13000, status: 'cancelled' })],
      ),
    ).toEqual({ state: 'paid', amount: 520, at: AT });
  });
});
