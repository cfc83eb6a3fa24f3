import { HttpResponse } from 'msw';
import type { Ipo, IpoOrder, MyIpo, Wallet } from '@/api/generated/model';
import { ipoCalendarAt, toIpo } from '@/mocks/seed/catalog';
import { REFERENCE_MS } from '@/mocks/seed/time';

/** Data and answers the IPO page stories (and their unit tests) share. Storybook's "now" is 2026-03-16T10:00Z. */

/** The demo calendar: listed, closed, two open (Aurora closes 20 March 20:00 UTC) and two upcoming. */
export const CALENDAR: Ipo[] = ipoCalendarAt(REFERENCE_MS, REFERENCE_MS).map(toIpo);

/** Aurora Grid Energy: open, $ 24–26, lots of 10, at least 10. */
export const AURORA = CALENDAR.find((ipo) => ipo.ticker === 'AGRD')!;

export const WALLETS: Wallet[] = [
  { id: 1, name: 'Main wallet', currency: 'USD', balance: 12345.6 },
  { id: 2, name: 'Euro wallet', currency: 'EUR', balance: 500 },
];

/** A main wallet too small for more than a few lots. */
export const POOR_WALLETS: Wallet[] = [
  { id: 1, name: 'Main wallet', currency: 'USD', balance: 300 },
];

/** A holding in each state: listed (Cobalt at a profit, Bluefin at a loss), allocated, pending. */
export const HOLDINGS: MyIpo[] = [
  {
    stock_id: 44,
    company: 'Cobalt Cloud Systems',
    ticker: 'CBLT',
    quantity: 100,
    average_price: 23,
    current_price: 29.85,
    status: 'listed',
  },
  {
    stock_id: 43,
    company: 'Bluefin Payments plc',
    ticker: 'BLFN',
    quantity: 100,
    average_price: 42,
    current_price: 36.1,
    status: 'listed',
  },
  {
    stock_id: 45,
    company: 'Skyline Mobility AG',
    ticker: 'SKYM',
    quantity: 100,
    average_price: 22,
    current_price: 22,
    status: 'allocated',
  },
  {
    stock_id: 46,
    company: 'Aurora Grid Energy',
    ticker: 'AGRD',
    quantity: 20,
    average_price: 26,
    current_price: 26,
    status: 'pending',
  },
];

/** The holding of `ticker` in `HOLDINGS`. */
export const holding = (ticker: string): MyIpo => HOLDINGS.find((row) => row.ticker === ticker)!;

export const order = (patch: Partial<IpoOrder> = {}): IpoOrder => ({
  id: 9001,
  stock_id: AURORA.id,
  side: 'buy',
  quantity: 10,
  price: 26,
  amount: 260,
  status: 'filled',
  created_at: '2026-03-16T10:00:00Z',
  ...patch,
});

/** Twelve orders, newest first: two pages of ten. */
export const ORDERS: IpoOrder[] = Array.from({ length: 12 }, (_, i) =>
  order({
    id: 7100 - i,
    stock_id: [46, 47, 44, 43][i % 4]!,
    side: i % 3 === 2 ? 'sell' : 'buy',
    quantity: 10 * (i + 1),
    price: 20 + i,
    amount: 10 * (i + 1) * (20 + i),
    status: i === 5 ? 'rejected' : 'filled',
    created_at: new Date(Date.UTC(2026, 2, 15 - i, 14, 30)).toISOString(),
  }),
);

/** One page of `ORDERS` as `ipo/history` answers it. */
export function historyPage(page: number, perPage = 10) {
  const data = ORDERS.slice((page - 1) * perPage, page * perPage);
  return {
    data,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(ORDERS.length / perPage)),
      per_page: perPage,
      total: ORDERS.length,
    },
  };
}

/** The answers of the orders a lost-answer story carried out (each with a new id, newest first). */
const arrived: IpoOrder[] = [];

/**
 * An `ipo/buy` whose answer is lost on the way: with `carriedOut`, the backend made the order (it
 * shows in the history that `historyWithArrived` answers), else it never reached it.
 */
export function lostBuy(carriedOut: boolean) {
  return async ({ request }: { request: Request }): Promise<never> => {
    if (carriedOut) {
      const body = (await request.clone().json()) as { stock_id: number; quantity: number };
      const price = CALENDAR.find((ipo) => ipo.id === body.stock_id)?.price_max ?? 0;
      arrived.unshift(
        order({
          id: 9200 + arrived.length,
          stock_id: body.stock_id,
          quantity: body.quantity,
          price,
          amount: body.quantity * price,
        }),
      );
    }
    throw HttpResponse.error();
  };
}

/** `ipo/history`'s first page: the orders the lost-answer stories carried out, then `ORDERS`. */
export const historyWithArrived = () => ({
  data: [...arrived, ...ORDERS].slice(0, 10),
  meta: { current_page: 1, last_page: 2, per_page: 10, total: arrived.length + ORDERS.length },
});
