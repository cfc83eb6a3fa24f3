import type { PageMeta, Position, TradeHistoryItem, TradingAccount } from '@/api/generated/model';
import { currencyCodeOf, money, type Money } from '@/lib/money';
import {
  amount,
  entries,
  fail,
  isId,
  isRecord,
  readAmount,
  readMeta,
  text,
  textual,
  type Raw,
} from '@/lib/tolerant';

/** The account's state beyond the specification (calls 55–57): absent from a backend without them. */
type Beyond = 'margin' | 'free_margin' | 'margin_level' | 'leverage_options';

/**
 * A trading account as the app reads it. The contract names its currency in words
 * (`{ id, name: "Euro" }`): `code` is the ISO code read from that name, and every amount is a
 * money value in it.
 */
export interface AccountView extends Omit<
  TradingAccount,
  'currency' | 'balance' | 'equity' | Beyond
> {
  currency: { id: number; name: string; code: string };
  balance: Money;
  equity: Money;
  /** Margin held by the open positions; absent when the backend does not send it. */
  margin?: Money;
  /** Equity less margin; absent when the backend does not send it. */
  free_margin?: Money;
  /** Equity over margin in percent; null without open positions, absent when not sent. */
  margin_level?: number | null;
  /** The leverages the account may be changed to (call 56); absent when not offered. */
  leverage_options?: string[];
}

/** An open position as the account page shows it: swap and profit in the account's currency. */
export interface PositionView extends Omit<Position, 'swap' | 'profit'> {
  swap: Money;
  profit: Money;
}

/** A closed trade as the history shows it: its profit is in the account's currency. */
export interface TradeView extends Omit<TradeHistoryItem, 'profit'> {
  profit: Money;
}

/**
 * An optional figure beyond the specification: a number or a decimal string, else absent. A
 * figure of the wrong kind hides that part of the page rather than the account the
 * specification shows.
 */
const optionalAmount = (value: unknown): number | undefined => {
  const read = amount(value);
  return Number.isFinite(read) ? read : undefined;
};

/** The account's margin figures and leverage options, each only when sent and readable. */
function readBeyond(raw: Raw, code: string): Pick<AccountView, Beyond> {
  const view: Pick<AccountView, Beyond> = {};
  const margin = optionalAmount(raw.margin);
  const free = optionalAmount(raw.free_margin);
  const level = optionalAmount(raw.margin_level);
  if (margin !== undefined) view.margin = money(margin, code);
  if (free !== undefined) view.free_margin = money(free, code);
  if (raw.margin_level === null) view.margin_level = null;
  else if (level !== undefined) view.margin_level = level;
  if (Array.isArray(raw.leverage_options)) {
    const options = raw.leverage_options.filter(
      (option): option is string => typeof option === 'string' && option.trim() !== '',
    );
    if (options.length > 0) view.leverage_options = options;
  }
  return view;
}

const readAccount = (raw: Raw & { id: number }): AccountView => {
  const currency = isRecord(raw.currency) ? raw.currency : {};
  const name = text(currency.name);
  const code = currencyCodeOf(name);
  return {
    id: raw.id,
    login: textual(raw.login),
    currency: { id: isId(currency.id) ? currency.id : 0, name, code },
    balance: money(readAmount(raw.balance), code),
    equity: money(readAmount(raw.equity), code),
    leverage: text(raw.leverage),
    server: text(raw.server),
    created_at: text(raw.created_at),
    ...readBeyond(raw, code),
  };
};

/** A `trading-account-list` answer (`{ data: [...] }`). */
export const selectAccountList = (answer: unknown): { data: AccountView[] } => ({
  data: entries(isRecord(answer) ? answer.data : undefined, 'id', readAccount),
});

/** A `trading-account` answer (`{ data: account }`): the primary account. */
export function selectAccount(answer: unknown): { data: AccountView } {
  const raw = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(raw) || !isId(raw.id)) return fail();
  return { data: readAccount({ ...raw, id: raw.id }) };
}

/**
 * The `select` of one account's `trading-account-history`: the answer does not name a currency,
 * so profits are read in that account's (its ISO code).
 */
export const historySelector =
  (currency: string) =>
  (answer: unknown): { data: TradeView[]; meta: PageMeta } => {
    const data = entries(isRecord(answer) ? answer.data : undefined, 'id', (raw) => ({
      id: raw.id,
      symbol: text(raw.symbol),
      side: (raw.side === 'buy' ? 'buy' : 'sell') as TradeHistoryItem['side'],
      volume: readAmount(raw.volume),
      open_price: readAmount(raw.open_price),
      close_price: readAmount(raw.close_price),
      profit: money(readAmount(raw.profit), currency),
      opened_at: text(raw.opened_at),
      closed_at: text(raw.closed_at),
    }));
    return { data, meta: readMeta(isRecord(answer) ? answer.meta : undefined, data.length) };
  };

/**
 * The `select` of one account's `trading-account-positions` (call 55): the answer names no
 * currency, so swaps and profits are read in that account's (its ISO code).
 */
export const positionsSelector =
  (currency: string) =>
  (answer: unknown): PositionView[] =>
    entries(isRecord(answer) ? answer.data : undefined, 'id', (raw) => ({
      id: raw.id,
      symbol: text(raw.symbol),
      side: (raw.side === 'buy' ? 'buy' : 'sell') as Position['side'],
      volume: readAmount(raw.volume),
      open_price: readAmount(raw.open_price),
      current_price: readAmount(raw.current_price),
      swap: money(readAmount(raw.swap), currency),
      profit: money(readAmount(raw.profit), currency),
      opened_at: text(raw.opened_at),
    }));
