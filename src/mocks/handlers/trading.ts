import { HttpResponse } from 'msw';
import {
  getCreateTradingAccountMockHandler,
  getGetTradingAccountCurrenciesMockHandler,
  getGetTradingAccountHistoryMockHandler,
  getGetTradingAccountListMockHandler,
  getGetTradingAccountMockHandler,
  getTradingAccountAutologinMockHandler,
} from '@/api/generated/trading/trading.msw';
import { commit, demoNowIso, getDb, nextId, nextSeq } from '../db';
import { type Body, Validator, num, paginate, readBody, requireAuth, text } from '../http-utils';
import type { TradingAccountRow, UserRow } from '../schema';
import { CURRENCIES, currencyOf } from '../seed/catalog';
import { LEVERAGE_OPTIONS, MAX_TRADING_ACCOUNTS, accountLogin } from '../seed/trading';
import { publicAccount, tradingRunsHandlers } from './tradingRuns';

export const MAX_ACCOUNTS_MESSAGE = 'Maximum number of trading accounts reached';

const accountsOf = (user: UserRow): TradingAccountRow[] =>
  getDb()
    .tradingAccounts.filter((row) => row.user_id === user.id)
    .sort((a, b) => a.id - b.id);

/** Account creation answers 422 with `description`, not `errors` (contract exception). */
const refuseAccount = (message: string): never => {
  throw HttpResponse.json({ message, description: { currency_id: [message] } }, { status: 422 });
};

function ownAccount(user: UserRow, body: Body): TradingAccountRow {
  const v = new Validator();
  if (body.trading_account_id === undefined)
    v.add('trading_account_id', 'The trading account id field is required.');
  const account = accountsOf(user).find((row) => row.id === num(body.trading_account_id));
  if (!account && !v.has('trading_account_id'))
    v.add('trading_account_id', 'The selected trading account id is invalid.');
  v.check();
  return account!;
}

/** A new, empty live account of `userId` (registration opens one in dollars). */
export function openAccount(
  userId: number,
  currency: { id: number; name: string },
): TradingAccountRow {
  const db = getDb();
  const id = nextId(db.tradingAccounts);
  const row: TradingAccountRow = {
    id,
    user_id: userId,
    login: accountLogin(id),
    currency: { id: currency.id, name: currency.name },
    balance: 0,
    equity: 0,
    leverage: '1:100',
    server: 'Broker-Live',
    created_at: demoNowIso(),
    leverage_options: LEVERAGE_OPTIONS,
  };
  db.tradingAccounts.push(row);
  commit();
  return row;
}

export const tradingHandlers = [
  getGetTradingAccountMockHandler(({ request }) => {
    const { user } = requireAuth(request);
    const primary = accountsOf(user)[0];
    if (!primary) throw HttpResponse.json({ message: 'No trading account yet.' }, { status: 404 });
    return { data: publicAccount(primary) };
  }),

  getGetTradingAccountListMockHandler(({ request }) => {
    const { user } = requireAuth(request);
    return { data: accountsOf(user).map(publicAccount) };
  }),

  getGetTradingAccountHistoryMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const account = ownAccount(user, body);
    const from = text(body.from);
    const to = text(body.to);
    const rows = getDb()
      .trades.filter((row) => row.trading_account_id === account.id)
      .filter((row) => !from || row.closed_at.slice(0, from.length) >= from)
      .filter((row) => !to || row.closed_at.slice(0, to.length) <= to)
      .sort((a, b) => b.closed_at.localeCompare(a.closed_at));
    const page = paginate(rows, body, 20);
    return {
      data: page.data.map(({ trading_account_id: _t, ...trade }) => trade),
      meta: page.meta,
    };
  }),

  getGetTradingAccountCurrenciesMockHandler(({ request }) => {
    requireAuth(request);
    return CURRENCIES;
  }),

  getCreateTradingAccountMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    if (body.currency_id === undefined || body.currency_id === '')
      refuseAccount('The currency id field is required.');
    const currency = currencyOf(num(body.currency_id));
    if (!currency) return refuseAccount('The selected currency id is invalid.');
    if (accountsOf(user).length >= MAX_TRADING_ACCOUNTS) refuseAccount(MAX_ACCOUNTS_MESSAGE);
    return { data: publicAccount(openAccount(user.id, currency)) };
  }),

  getTradingAccountAutologinMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const account = ownAccount(user, await readBody(request));
    const ticket = `${account.login}-${nextSeq()}-${Math.random().toString(36).slice(2, 10)}`;
    return { url: `https://trade.example.com/login?ticket=${ticket}` };
  }),

  ...tradingRunsHandlers,
];
