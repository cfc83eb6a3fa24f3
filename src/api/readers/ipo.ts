import type { Ipo, IpoOrder, IpoOrderPage, MyIpo } from '@/api/generated/model';
import {
  amount,
  entries,
  isId,
  isRecord,
  readAmount,
  readMeta,
  text,
  type Raw,
} from '@/lib/tolerant';

/** Lot sizes and minimum quantities divide and step: never below one. */
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1;

/** An `ipo/calendar` answer (a bare array). */
export const selectCalendar = (answer: unknown): Ipo[] =>
  entries(answer, 'id', (raw) => ({
    id: raw.id,
    company: text(raw.company),
    ticker: text(raw.ticker),
    exchange: text(raw.exchange),
    // No logo (null, or none sent): the card draws the ticker's initials.
    logo_url: text(raw.logo_url) || null,
    price_min: readAmount(raw.price_min),
    price_max: readAmount(raw.price_max),
    lot_size: count(raw.lot_size),
    min_quantity: count(raw.min_quantity),
    subscription_start: text(raw.subscription_start),
    subscription_end: text(raw.subscription_end),
    listing_date: text(raw.listing_date),
    status: text(raw.status) as Ipo['status'],
    description: text(raw.description),
  }));

/** An `ipo/my-ipo` answer (a bare array): holdings are keyed by their stock's id. */
export const selectMyIpo = (answer: unknown): MyIpo[] =>
  entries(answer, 'stock_id', (raw) => ({
    stock_id: raw.stock_id,
    company: text(raw.company),
    ticker: text(raw.ticker),
    quantity: readAmount(raw.quantity),
    average_price: readAmount(raw.average_price),
    current_price: readAmount(raw.current_price),
    status: text(raw.status) as MyIpo['status'],
  }));

/** One order's fields, its figures read by `figure` (numbers or decimal strings). */
const order = (raw: Raw & { id: number }, figure: (value: unknown) => number): IpoOrder => ({
  id: raw.id,
  stock_id: isId(raw.stock_id) ? raw.stock_id : 0,
  side: (raw.side === 'sell' ? 'sell' : 'buy') as IpoOrder['side'],
  quantity: figure(raw.quantity),
  price: figure(raw.price),
  amount: figure(raw.amount),
  status: text(raw.status),
  created_at: text(raw.created_at),
});

/** An `ipo/history` answer (`{ data: [...], meta }`). */
export function selectIpoHistory(answer: unknown): IpoOrderPage {
  const data = entries(isRecord(answer) ? answer.data : undefined, 'id', (raw) =>
    order(raw, readAmount),
  );
  return { data, meta: readMeta(isRecord(answer) ? answer.meta : undefined, data.length) };
}

/**
 * The order an `ipo/buy` or `ipo/sell` answer describes (`IpoOrder`, also inside `{ data }`), its
 * figures as numbers whether they came as numbers or decimal strings ("2400.00"). The order was
 * made whatever its answer holds: a figure it does not carry reads NaN (shown as "—"), never a
 * failure that would invite the client to order again.
 */
export function readIpoOrder(answer: unknown): IpoOrder {
  const raw = isRecord(answer) && isRecord(answer.data) ? answer.data : answer;
  const fields: Raw = isRecord(raw) ? raw : {};
  return order({ ...fields, id: isId(fields.id) ? fields.id : 0 }, amount);
}
