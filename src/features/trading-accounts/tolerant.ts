import type {
  TradeHistoryItem,
  TradeHistoryPage,
  TradingAccount,
  TradingAccountData,
  TradingAccountListData,
} from '@/api/generated/model';
import { amount, entries, fail, isId, isRecord, readMeta, text, type Raw } from '@/lib/tolerant';

/*
 * `select` readers of the trading-account answers (see `@/lib/tolerant`): a reader throws when
 * the answer holds nothing usable and reads each entry field by field.
 */

const readAccount = (raw: Raw & { id: number }): TradingAccount => {
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
};

const readItem = (raw: Raw & { id: number }): TradeHistoryItem => ({
  id: raw.id,
  symbol: text(raw.symbol),
  side: (raw.side === 'buy' ? 'buy' : 'sell') as TradeHistoryItem['side'],
  volume: amount(raw.volume),
  open_price: amount(raw.open_price),
  close_price: amount(raw.close_price),
  profit: amount(raw.profit),
  opened_at: text(raw.opened_at),
  closed_at: text(raw.closed_at),
});

export const selectAccountList = (answer: unknown): TradingAccountListData => ({
  data: entries(isRecord(answer) ? answer.data : undefined, 'id', readAccount),
});

export function selectAccount(answer: unknown): TradingAccountData {
  const raw = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(raw) || !isId(raw.id)) return fail();
  return { data: readAccount({ ...raw, id: raw.id }) };
}

export function selectHistory(answer: unknown): TradeHistoryPage {
  const data = entries(isRecord(answer) ? answer.data : undefined, 'id', readItem);
  return { data, meta: readMeta(isRecord(answer) ? answer.meta : undefined, data.length) };
}
