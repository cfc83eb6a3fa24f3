import type { HoldingRow, IpoOrderRow, TransactionRow } from '../schema';
import { seeded } from '../i18n/localise';
import { ipoName } from './catalog';
import { dayAt, round2, seedReference } from './time';
import { DEMO_USER_ID } from './users';

type OrderSeed = [
  id: number,
  stock: number,
  side: 'buy' | 'sell',
  qty: number,
  price: number,
  at: [days: number, time: string],
  status?: string,
];

/**
 * The demo investor's IPO orders, in days around the reference date (inside each IPO's window of
 * ./catalog); holdings and wallet transactions are derived from them. At the reference the
 * investor holds listed shares (Northwind, Bluefin, Cobalt), allocated ones awaiting the listing
 * (Skyline) and subscriptions awaiting allocation (Aurora, Helix).
 */
const DEMO_ORDERS: OrderSeed[] = [
  [7001, 41, 'buy', 300, 11, [-354, '15:12']],
  [7002, 42, 'buy', 200, 19, [-285, '09:40']],
  [7003, 41, 'sell', 300, 12.75, [-258, '14:05']],
  [7004, 42, 'sell', 50, 24.6, [-187, '15:30']],
  [7005, 43, 'buy', 100, 42, [-159, '10:20']],
  [7006, 43, 'buy', 500, 42, [-158, '11:02'], 'rejected'],
  [7007, 44, 'buy', 150, 23, [-61, '16:45']],
  [7008, 44, 'sell', 50, 31.2, [-24, '18:10']],
  [7009, 45, 'buy', 100, 22, [-12, '08:30']],
  [7010, 46, 'buy', 20, 26, [-4, '13:55']],
  [7011, 47, 'buy', 40, 16, [-3, '15:20']],
];

export const seedIpoOrders = (): IpoOrderRow[] =>
  DEMO_ORDERS.map(([id, stock_id, side, quantity, price, [days, time], status]) => ({
    id,
    user_id: DEMO_USER_ID,
    stock_id,
    side,
    quantity,
    price,
    amount: round2(quantity * price),
    status: status ?? 'filled',
    created_at: dayAt(seedReference(), days, time),
  }));

/** Holdings = filled buys − filled sells, at the average buying price. */
export function holdingsFrom(orders: IpoOrderRow[]): HoldingRow[] {
  const rows = new Map<string, HoldingRow & { cost: number; bought: number }>();
  for (const order of [...orders].sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    if (order.status !== 'filled') continue;
    const key = `${order.user_id}:${order.stock_id}`;
    const row = rows.get(key) ?? {
      user_id: order.user_id,
      stock_id: order.stock_id,
      quantity: 0,
      average_price: 0,
      cost: 0,
      bought: 0,
    };
    if (order.side === 'buy') {
      row.cost += order.quantity * order.price;
      row.bought += order.quantity;
      row.quantity += order.quantity;
      row.average_price = round2(row.cost / row.bought);
    } else {
      row.quantity -= order.quantity;
    }
    rows.set(key, row);
  }
  return [...rows.values()]
    .filter((row) => row.quantity > 0)
    .map(({ user_id, stock_id, quantity, average_price }) => ({
      user_id,
      stock_id,
      quantity,
      average_price,
    }));
}

/** The wallet movement of an IPO order (a rejected subscription shows as cancelled). */
export function orderTransaction(order: IpoOrderRow, walletId: number, id: number): TransactionRow {
  const ticker = ipoName(order.stock_id)?.ticker ?? String(order.stock_id);
  const buy = order.side === 'buy';
  return {
    id,
    type: buy ? 'ipo_buy' : 'ipo_sell',
    status: order.status === 'filled' ? 'completed' : 'cancelled',
    amount: order.amount,
    currency: 'USD',
    wallet_id: walletId,
    method: null,
    created_at: order.created_at,
    comment:
      order.status === 'filled'
        ? seeded(buy ? 'comment.ipoBuy' : 'comment.ipoSell', {
            ticker,
            quantity: order.quantity,
            price: order.price,
          })
        : seeded('comment.ipoReleased', { ticker }),
    settle_at: null,
    fee_percent: 0,
  };
}
