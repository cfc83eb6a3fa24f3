import { describe, expect, it } from 'vitest';
import {
  BuyIpoResponse,
  GetIpoHistoryResponse,
  SellIpoResponse,
} from '@/api/generated/zod/index.zod';
import { call, login } from './api';

const AGRD = 46; // open, price 24–26, lot 10
const HLXB = 47; // open, lot 5, min 20
const QLDG = 48; // upcoming
const NWRB = 42; // listed, held 150

const mainBalance = async (token?: string) =>
  (await call('/api/wallets', undefined, token ? { token } : {})).data[0].balance as number;
const holding = async (stock: number) =>
  ((await call('/api/ipo/my-ipo')).data as { stock_id: number; quantity: number }[]).find(
    (row) => row.stock_id === stock,
  );

describe('demo backend: IPO', () => {
  it('shows a calendar with every status around the reference date', async () => {
    const calendar = (await call('/api/ipo/calendar')).data as { status: string }[];
    expect(new Set(calendar.map((row) => row.status))).toEqual(
      new Set(['upcoming', 'open', 'closed', 'listed']),
    );
  });

  it('buys from the first wallet at the top of the range and records order, holding and transaction', async () => {
    const before = await mainBalance();
    expect((await holding(AGRD))?.quantity).toBe(20);
    const answer = await call('/api/ipo/buy', { stock_id: AGRD, quantity: 30 });
    expect(answer.status).toBe(200);
    expect(BuyIpoResponse.parse(answer.data)).toMatchObject({
      side: 'buy',
      quantity: 30,
      price: 26,
      amount: 780,
      status: 'filled',
    });
    expect(await mainBalance()).toBeCloseTo(before - 780, 2);
    expect((await holding(AGRD))?.quantity).toBe(50);
    const history = await call('/api/ipo/history', { per_page: 1 });
    expect(history.data.data[0]).toEqual(answer.data);
    const last = (await call('/api/transactions', { per_page: 1 })).data.data[0];
    expect(last).toMatchObject({ type: 'ipo_buy', status: 'completed', amount: 780, wallet_id: 1 });
  });

  it('sells listed shares at the current price into the main wallet', async () => {
    const before = await mainBalance();
    const sold = await call('/api/ipo/sell', { stock_id: NWRB, quantity: 50 });
    expect(SellIpoResponse.parse(sold.data)).toMatchObject({
      side: 'sell',
      quantity: 50,
      price: 27.4,
      amount: 1370,
    });
    expect(await mainBalance()).toBeCloseTo(before + 1370, 2);
    expect((await holding(NWRB))?.quantity).toBe(100);

    const all = await call('/api/ipo/sell', { stock_id: NWRB, quantity: 100 });
    expect(all.data).toMatchObject({ price: 27.4, amount: 2740 });
    expect(await holding(NWRB)).toBeUndefined();
  });

  it("holds the demo investor's shares in every state of the contract", async () => {
    const rows = (await call('/api/ipo/my-ipo')).data as { stock_id: number; status: string }[];
    expect(Object.fromEntries(rows.map((row) => [row.stock_id, row.status]))).toEqual({
      42: 'listed',
      43: 'listed',
      44: 'listed',
      45: 'allocated',
      46: 'pending',
      47: 'pending',
    });
  });

  it.each([
    [{ stock_id: AGRD, quantity: 0 }, 'The quantity must be a whole number greater than 0.'],
    [{ stock_id: AGRD, quantity: -10 }, 'The quantity must be a whole number greater than 0.'],
    [{ stock_id: AGRD, quantity: 15 }, 'The quantity must be a multiple of the lot size (10).'],
    [{ stock_id: HLXB, quantity: 10 }, 'The minimum quantity is 20.'],
    [{ stock_id: QLDG, quantity: 10 }, 'QLDG is not open for subscription.'],
    [{ stock_id: AGRD, quantity: 1000 }, expect.stringMatching(/^Insufficient funds/)],
  ])('refuses to buy %o with 422 errors.quantity', async (body, message) => {
    const before = await mainBalance();
    const answer = await call('/api/ipo/buy', body);
    expect(answer.status).toBe(422);
    expect(answer.data).toEqual({ message: expect.any(String), errors: { quantity: [message] } });
    expect(await mainBalance()).toBe(before);
  });

  it('refuses selling more than held and selling before the listing', async () => {
    const more = await call('/api/ipo/sell', { stock_id: NWRB, quantity: 160 });
    expect(more.status).toBe(422);
    expect(more.data.errors.quantity).toEqual(['You cannot sell more than you hold (150 shares).']);
    // Allocated (Skyline) and awaiting allocation (Aurora): neither is tradable yet.
    for (const stock_id of [45, AGRD]) {
      const early = await call('/api/ipo/sell', { stock_id, quantity: 10 });
      expect(early.status).toBe(422);
      expect(early.data.errors.quantity[0]).toMatch(/before the listing/);
    }
    expect((await holding(AGRD))?.quantity).toBe(20);
    expect(
      (await call('/api/ipo/sell', { stock_id: 999, quantity: 10 })).data.errors,
    ).toHaveProperty('stock_id');
  });

  it('refuses a client without funds', async () => {
    const token = await login('failed@example.com');
    const answer = await call('/api/ipo/buy', { stock_id: AGRD, quantity: 10 }, { token });
    expect(answer.data.errors.quantity[0]).toMatch(/^Insufficient funds/);
  });

  it('pages the order history', async () => {
    const first = GetIpoHistoryResponse.parse(
      (await call('/api/ipo/history', { per_page: 4 })).data,
    );
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, per_page: 4, total: 11 });
    const third = (await call('/api/ipo/history', { per_page: 4, page: 3 })).data;
    expect(third.data).toHaveLength(3);
  });

  it('derives the investor summary from the holdings', async () => {
    const summary = (await call('/api/investor')).data.data;
    const holdings = (await call('/api/ipo/my-ipo')).data as {
      quantity: number;
      current_price: number;
      average_price: number;
    }[];
    const value = holdings.reduce((sum, row) => sum + row.quantity * row.current_price, 0);
    const invested = holdings.reduce((sum, row) => sum + row.quantity * row.average_price, 0);
    expect(summary.portfolio_value).toBeCloseTo(value, 2);
    expect(summary.invested).toBeCloseTo(invested, 2);
    expect(summary.profit).toBeCloseTo(value - invested, 2);
    expect(summary.holdings).toHaveLength(holdings.length);
  });
});
