import type { Ipo, IpoOrder, IpoOrderPage, MyIpo, PageMeta } from '@/api/generated/model';

/*
 * `select` readers of the IPO answers. Production does not validate answers against the
 * contract, so a drifting backend (an HTML page with status 200, an envelope, a field of the wrong
 * type) must end as the query's error state or a blank figure, never a crash: a reader throws when
 * the answer holds no list and reads each entry field by field, leaving out entries without an id.
 */

type Raw = Record<string, unknown>;

/** An answer the page cannot read: thrown by a query's `select`, it becomes the query's error. */
export class MalformedAnswer extends Error {
  override readonly name = 'MalformedAnswer';
}

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A number as sent; anything else is NaN, which the formatter shows as "—". */
const amount = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);
/** Lot sizes and minimum quantities divide and step: never below one. */
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1;

const entries = <K extends string, T>(
  list: unknown,
  key: K,
  read: (raw: Raw & Record<K, number>) => T,
): T[] => {
  if (!Array.isArray(list)) throw new MalformedAnswer('Malformed answer');
  return list
    .filter((entry): entry is Raw & Record<K, number> => isRecord(entry) && isId(entry[key]))
    .map(read);
};

/** An `ipo/calendar` answer (a bare array). */
export const selectCalendar = (answer: unknown): Ipo[] =>
  entries(answer, 'id', (raw) => ({
    id: raw.id,
    company: text(raw.company),
    ticker: text(raw.ticker),
    exchange: text(raw.exchange),
    logo_url: text(raw.logo_url),
    price_min: amount(raw.price_min),
    price_max: amount(raw.price_max),
    lot_size: count(raw.lot_size),
    min_quantity: count(raw.min_quantity),
    subscription_start: text(raw.subscription_start),
    subscription_end: text(raw.subscription_end),
    listing_date: text(raw.listing_date),
    status: text(raw.status) as Ipo['status'],
    description: text(raw.description),
  }));

/** An `ipo/my-ipo` answer (a bare array). */
export const selectMyIpo = (answer: unknown): MyIpo[] =>
  entries(answer, 'stock_id', (raw) => ({
    stock_id: raw.stock_id,
    company: text(raw.company),
    ticker: text(raw.ticker),
    quantity: amount(raw.quantity),
    average_price: amount(raw.average_price),
    current_price: amount(raw.current_price),
    status: text(raw.status),
  }));

const MAX_PAGES = 10_000;
const pageNumber = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? Math.min(value, MAX_PAGES)
    : fallback;

/** Pagination facts within bounds: a page count in the millions must not build a million links. */
function readMeta(raw: unknown, rows: number): PageMeta {
  const meta = isRecord(raw) ? raw : {};
  const last = pageNumber(meta.last_page, 1);
  return {
    current_page: Math.min(pageNumber(meta.current_page, 1), last),
    last_page: last,
    per_page: pageNumber(meta.per_page, Math.max(rows, 1)),
    total: typeof meta.total === 'number' && meta.total >= 0 ? meta.total : rows,
  };
}

/** An `ipo/history` answer (`{ data: [...], meta }`). */
export function selectHistory(answer: unknown): IpoOrderPage {
  const data = entries(isRecord(answer) ? answer.data : undefined, 'id', (raw) => ({
    id: raw.id,
    stock_id: isId(raw.stock_id) ? raw.stock_id : 0,
    side: (raw.side === 'sell' ? 'sell' : 'buy') as IpoOrder['side'],
    quantity: amount(raw.quantity),
    price: amount(raw.price),
    amount: amount(raw.amount),
    status: text(raw.status),
    created_at: text(raw.created_at),
  }));
  return { data, meta: readMeta(isRecord(answer) ? answer.meta : undefined, data.length) };
}
