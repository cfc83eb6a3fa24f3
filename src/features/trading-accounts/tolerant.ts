import type {
  PageMeta,
  TradeHistoryItem,
  TradeHistoryPage,
  TradingAccount,
  TradingAccountData,
  TradingAccountListData,
} from '@/api/generated/model';

/*
 * `select` readers of the trading-account answers. Production does not validate answers against
 * the contract, so a drifting backend (an HTML page with status 200, a missing envelope, a field
 * of the wrong type) must end as the query's error state or a blank figure, never a crash: a
 * reader throws when the answer holds nothing usable and reads each entry field by field.
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
const fail = (): never => {
  throw new MalformedAnswer('Malformed answer');
};

function readAccount(raw: unknown): TradingAccount | null {
  if (!isRecord(raw) || !isId(raw.id)) return null;
  const currency = isRecord(raw.currency) ? raw.currency : {};
  return {
    id: raw.id,
    login: typeof raw.login === 'number' ? String(raw.login) : text(raw.login),
    currency: { id: isId(currency.id) ? currency.id : 0, name: text(currency.name) },
    balance: amount(raw.balance),
    equity: amount(raw.equity),
    leverage: text(raw.leverage),
    server: text(raw.server),
    created_at: text(raw.created_at),
  };
}

function readItem(raw: unknown): TradeHistoryItem | null {
  if (!isRecord(raw) || !isId(raw.id)) return null;
  return {
    id: raw.id,
    symbol: text(raw.symbol),
    side: (raw.side === 'buy' ? 'buy' : 'sell') as TradeHistoryItem['side'],
    volume: amount(raw.volume),
    open_price: amount(raw.open_price),
    close_price: amount(raw.close_price),
    profit: amount(raw.profit),
    opened_at: text(raw.opened_at),
    closed_at: text(raw.closed_at),
  };
}

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

const entries = <T>(list: unknown, read: (raw: unknown) => T | null): T[] =>
  Array.isArray(list) ? list.map(read).filter((entry): entry is T => entry !== null) : fail();

export const selectAccountList = (answer: unknown): TradingAccountListData => ({
  data: entries(isRecord(answer) ? answer.data : undefined, readAccount),
});

export const selectAccount = (answer: unknown): TradingAccountData => ({
  data: readAccount(isRecord(answer) ? answer.data : undefined) ?? fail(),
});

export function selectHistory(answer: unknown): TradeHistoryPage {
  const data = entries(isRecord(answer) ? answer.data : undefined, readItem);
  return { data, meta: readMeta(isRecord(answer) ? answer.meta : undefined, data.length) };
}
