import type { Ipo, IpoOrder, MyIpo } from '@/api/generated/model';
import {
  getBuyIpoMockHandler,
  getGetIpoCalendarMockHandler,
  getGetIpoHistoryMockHandler,
  getGetMyIpoMockHandler,
  getSellIpoMockHandler,
} from '@/api/generated/ipo/ipo.msw';
import {
  byNewest,
  commit,
  demoNow,
  demoNowIso,
  demoReference,
  getDb,
  nextId,
  settleDue,
  walletsOf,
} from '../db';
import { type Body, Validator, invalid, num, paginate, readBody, requireAuth } from '../http-utils';
import type { HoldingRow, IpoOrderRow, UserRow } from '../schema';
import { currentPrice, findIpoAt, ipoCalendarAt, seededIpo } from '../seed/catalog';
import { orderTransaction } from '../seed/portfolio';
import { round2 } from '../seed/time';
import { walletFigures } from './money';

const publicOrder = ({ user_id: _u, ...order }: IpoOrderRow): IpoOrder => order;

/** The calendar as it stands on the demo clock: statuses follow the dates. */
const calendar = () => ipoCalendarAt(demoReference(), demoNow());
const findIpo = (id: number) => findIpoAt(id, demoReference(), demoNow());

export const holdingsOf = (userId: number): HoldingRow[] =>
  getDb().holdings.filter((row) => row.user_id === userId && row.quantity > 0);

/**
 * The contract's holding states: a subscription awaits allocation while the IPO runs, is allocated
 * once it closes and tradable (`listed`) once the shares list; only then can it be sold.
 */
const holdingStatus = (status: Ipo['status']): MyIpo['status'] =>
  status === 'listed' ? 'listed' : status === 'closed' ? 'allocated' : 'pending';

export function myIpo(holding: HoldingRow): MyIpo {
  const ipo = findIpo(holding.stock_id);
  return {
    stock_id: holding.stock_id,
    company: ipo?.company ?? '',
    ticker: ipo?.ticker ?? '',
    quantity: holding.quantity,
    average_price: holding.average_price,
    current_price: ipo ? currentPrice(ipo) : holding.average_price,
    status: holdingStatus(ipo?.status ?? 'listed'),
  };
}

/** Validates stock and quantity; every quantity problem is reported under `quantity`. */
async function tradeRequest(request: Request, side: 'buy' | 'sell') {
  const { user } = requireAuth(request);
  const body: Body = await readBody(request);
  const v = new Validator();
  const ipo = findIpo(num(body.stock_id));
  if (body.stock_id === undefined) v.add('stock_id', 'The stock id field is required.');
  else if (!ipo) v.add('stock_id', 'The selected stock id is invalid.');
  const quantity = num(body.quantity);
  if (body.quantity === undefined || body.quantity === '')
    v.add('quantity', 'The quantity field is required.');
  else if (!Number.isInteger(quantity) || quantity <= 0)
    v.add('quantity', 'The quantity must be a whole number greater than 0.');
  // Lots bind subscriptions; listed shares sell in any whole number (the contract's sell 422 is only "more than held").
  else if (ipo && side === 'buy' && quantity % ipo.lot_size !== 0)
    v.add('quantity', `The quantity must be a multiple of the lot size (${ipo.lot_size}).`);
  else if (ipo && side === 'buy' && quantity < ipo.min_quantity)
    v.add('quantity', `The minimum quantity is ${ipo.min_quantity}.`);
  if (ipo && side === 'buy' && ipo.status !== 'open')
    v.add('quantity', `${ipo.ticker} is not open for subscription.`);
  if (ipo && side === 'sell' && ipo.status !== 'listed') {
    v.add('quantity', `${ipo.ticker} shares cannot be sold before the listing.`);
  }
  v.check();
  return { user, ipo: ipo!, quantity };
}

function record(
  user: UserRow,
  order: Omit<IpoOrderRow, 'id' | 'user_id' | 'created_at' | 'status'>,
): IpoOrder {
  const db = getDb();
  const wallet = walletsOf(user.id)[0]!;
  const row: IpoOrderRow = {
    ...order,
    id: nextId(db.ipoOrders),
    user_id: user.id,
    status: 'filled',
    created_at: demoNowIso(),
  };
  db.ipoOrders.push(row);
  db.transactions.push(orderTransaction(row, wallet.id, nextId(db.transactions)));
  commit();
  return publicOrder(row);
}

export const ipoHandlers = [
  getGetIpoCalendarMockHandler(({ request }) => {
    requireAuth(request);
    return calendar().map(seededIpo);
  }),

  getGetMyIpoMockHandler(({ request }) => {
    const { user } = requireAuth(request);
    return holdingsOf(user.id).map(myIpo);
  }),

  getGetIpoHistoryMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const rows = getDb()
      .ipoOrders.filter((row) => row.user_id === user.id)
      .sort(byNewest);
    const page = paginate(rows, body, 10);
    return { data: page.data.map(publicOrder), meta: page.meta };
  }),

  /** Subscribes at the top of the price range, paid from the first (USD) wallet. */
  getBuyIpoMockHandler(async ({ request }) => {
    const { user, ipo, quantity } = await tradeRequest(request, 'buy');
    settleDue();
    const wallet = walletsOf(user.id)[0];
    const price = ipo.price_max;
    const amount = round2(quantity * price);
    const available = wallet ? walletFigures(wallet).available : 0;
    if (amount > available) {
      invalid({
        quantity: [
          `Insufficient funds: ${quantity} × ${price} = ${amount.toFixed(2)} USD, available ${available.toFixed(2)} USD.`,
        ],
      });
    }
    const db = getDb();
    const holding = db.holdings.find((row) => row.user_id === user.id && row.stock_id === ipo.id);
    if (holding) {
      holding.average_price = round2(
        (holding.average_price * holding.quantity + amount) / (holding.quantity + quantity),
      );
      holding.quantity += quantity;
    } else {
      db.holdings.push({ user_id: user.id, stock_id: ipo.id, quantity, average_price: price });
    }
    return record(user, { stock_id: ipo.id, side: 'buy', quantity, price, amount });
  }),

  /** Sells at today's price; the proceeds go to the first (USD) wallet. */
  getSellIpoMockHandler(async ({ request }) => {
    const { user, ipo, quantity } = await tradeRequest(request, 'sell');
    const db = getDb();
    const holding = db.holdings.find((row) => row.user_id === user.id && row.stock_id === ipo.id);
    const held = holding?.quantity ?? 0;
    if (quantity > held)
      invalid({ quantity: [`You cannot sell more than you hold (${held} shares).`] });
    const price = currentPrice(ipo);
    holding!.quantity -= quantity;
    db.holdings = db.holdings.filter((row) => row.quantity > 0);
    return record(user, {
      stock_id: ipo.id,
      side: 'sell',
      quantity,
      price,
      amount: round2(quantity * price),
    });
  }),
];
