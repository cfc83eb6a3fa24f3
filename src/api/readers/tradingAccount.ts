import type { PageMeta, TradeHistoryItem, TradingAccount } from '@/api/generated/model';
import { currencyCodeOf, money, type Money } from '@/lib/money';
import {
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

/**
 * A trading account as the app reads it. The contract names its currency in words
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
