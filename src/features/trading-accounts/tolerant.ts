import type { PageMeta, TradeHistoryItem, TradingAccount } from '@/api/generated/model';
import { currencyCodeOf, money, type Money } from '@/lib/money';
import { amount, entries, fail, isId, isRecord, readMeta, text, type Raw } from '@/lib/tolerant';

/**
 * A trading account as the pages show it. The contract names its currency in words
 * (`{ id, name: "Euro" }`): `code` is the ISO code read from that name, and every amount is a
 * money value in it.
 */
export interface AccountView extends Omit<TradingAccount, 'currency' | 'balance' | 'equity'> {
  currency: { id: number; name: string; code: string };
  balance: Money;
  equity: Money;
}

/** A closed trade as the history shows it: its profit is in the account's currency. */
export interface TradeView extends Omit<TradeHistoryItem, 'profit'> {
  profit: Money;
}

/*
 * `select` readers of the trading-account answers (see `@/lib/tolerant`): a reader throws when
 * the answer holds nothing usable and reads each entry field by field.
 */

const readAccount = (raw: Raw & { id: number }): AccountView => {
  const currency = isRecord(raw.currency) ? raw.currency : {};
  const name = text(currency.name);
  const code = currencyCodeOf(name);
  return {
    id: raw.id,
    login: typeof raw.login === 'number' ? String(raw.login) : text(raw.login),
    currency: { id: isId(currency.id) ? currency.id : 0, name, code },
    balance: money(amount(raw.balance), code),
    equity: money(amount(raw.equity), code),
    leverage: text(raw.leverage),
    server: text(raw.server),
    created_at: text(raw.created_at),
  };
};

const readItem =
  (currency: string) =>
  (raw: Raw & { id: number }): TradeView => ({
    id: raw.id,
    symbol: text(raw.symbol),
    side: (raw.side === 'buy' ? 'buy' : 'sell') as TradeHistoryItem['side'],
    volume: amount(raw.volume),
    open_price: amount(raw.open_price),
    close_price: amount(raw.close_price),
    profit: money(amount(raw.profit), currency),
    opened_at: text(raw.opened_at),
    closed_at: text(raw.closed_at),
  });

export const selectAccountList = (answer: unknown): { data: AccountView[] } => ({
  data: entries(isRecord(answer) ? answer.data : undefined, 'id', readAccount),
});

export function selectAccount(answer: unknown): { data: AccountView } {
  const raw = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(raw) || !isId(raw.id)) return fail();
  return { data: readAccount({ ...raw, id: raw.id }) };
}

/** The `select` of one account's history: profits in that account's currency (its ISO code). */
export const historySelector =
  (currency: string) =>
  (answer: unknown): { data: TradeView[]; meta: PageMeta } => {
    const data = entries(isRecord(answer) ? answer.data : undefined, 'id', readItem(currency));
    return { data, meta: readMeta(isRecord(answer) ? answer.meta : undefined, data.length) };
  };
