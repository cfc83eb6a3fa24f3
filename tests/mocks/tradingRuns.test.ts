import { describe, expect, it } from 'vitest';
import {
  GetTradingAccountListResponse,
  GetTradingAccountPositionsResponse,
} from '@/api/generated/zod/index.zod';
import { applyMockQuery } from '@/mocks/scenarios';
import { call, login } from './api';

type Position = { profit: number; swap: number; current_price: number; symbol: string };
type Account = {
  id: number;
  balance: number;
  equity: number;
  leverage: string;
  margin?: number;
  free_margin?: number;
  margin_level?: number | null;
  leverage_options?: string[];
};

const positions = async (accountId: number) =>
  GetTradingAccountPositionsResponse.parse(
    (await call('/api/trading-account/positions', { account_id: accountId })).data,
  ).data as Position[];

const account = async (id: number): Promise<Account> => {
  const list = GetTradingAccountListResponse.parse((await call('/api/trading-account/list')).data);
  return list.data.find((row) => row.id === id) as Account;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

describe('demo backend: a trading account the client runs (calls 55–57)', () => {
  it('holds three positions on the primary account, and figures that agree with them', async () => {
    const before = await account(301);
    const open = await positions(301);
    expect(open.map((row) => row.symbol)).toEqual(['EURUSD', 'XAUUSD', 'US500']);
    expect(open.map((row) => Math.sign(row.profit))).toEqual([1, -1, 1]);
    // The account read before the positions: the same prices.
    const floating = open.reduce((sum, row) => sum + row.profit + row.swap, 0);
    expect(before.equity).toBe(round2(before.balance + floating));
    expect(before.free_margin).toBe(round2(before.equity - before.margin!));
    expect(before.margin_level).toBe(round2((before.equity / before.margin!) * 100));
    expect(before.margin_level).toBeGreaterThan(150);
    expect(before.leverage_options).toContain('1:200');
  });

  it('moves the prices a little on each read', async () => {
    const first = await positions(301);
    const second = await positions(301);
    const third = await positions(301);
    expect(second.map((row) => row.current_price)).not.toEqual(
      first.map((row) => row.current_price),
    );
    for (const [index, row] of third.entries()) {
      const seeded = first[index]!.current_price;
      expect(Math.abs(row.current_price - seeded) / seeded).toBeLessThan(0.001);
    }
  });

  it('sends no margin level without open positions, and shows a margin call on the client’s account', async () => {
    expect(await account(303)).toMatchObject({ margin: 0, margin_level: null });
    const token = await login('client@example.com');
    const list = await call('/api/trading-account/list', undefined, { token });
    const [client] = list.data.data as Account[];
    expect(client!.margin_level).toBeLessThan(100);
  });

  it('raises the leverage, and refuses one that would put the margin level under 100 %', async () => {
    const raised = await call('/api/trading-account/leverage', {
      account_id: 301,
      leverage: '1:200',
    });
    expect(raised.status).toBe(200);
    expect(raised.data.data).toMatchObject({ id: 301, leverage: '1:200' });
    expect(raised.data.data.margin).toBeLessThan((await account(302)).balance);

    const lowered = await call('/api/trading-account/leverage', {
      account_id: 301,
      leverage: '1:30',
    });
    expect(lowered.status).toBe(422);
    expect(lowered.data.errors.leverage[0]).toMatch(/1:30 would put the margin level at \d+ %/);
    expect((await account(301)).leverage).toBe('1:200');

    const unknown = await call('/api/trading-account/leverage', {
      account_id: 303,
      leverage: '1:500',
    });
    expect(unknown.data.errors.leverage).toEqual([
      'The leverage 1:500 is not offered for this account.',
    ]);
    const foreign = await call('/api/trading-account/leverage', {
      account_id: 305,
      leverage: '1:50',
    });
    expect(foreign.data.errors.account_id).toEqual(['The selected account id is invalid.']);
  });

  it('sets a platform password by its rules, and keeps the two kinds different', async () => {
    const set = (kind: string, password: string, confirmation = password) =>
      call('/api/trading-account/password', {
        account_id: 301,
        kind,
        password,
        password_confirmation: confirmation,
      });
    expect((await set('main', 'weak')).data.errors.password).toEqual([
      'The password field must be at least 8 characters.',
      'The password field must contain at least one uppercase and one lowercase letter.',
      'The password field must contain at least one number.',
    ]);
    expect((await set('main', 'Trader2024', 'Trader2025')).data.errors.password).toEqual([
      'The password field confirmation does not match.',
    ]);
    expect((await set('main', 'Trader2024')).status).toBe(204);
    expect((await set('investor', 'Trader2024')).data.errors.password).toEqual([
      'The main and investor passwords must be different.',
    ]);
    expect((await set('investor', 'Viewer2024')).status).toBe(204);
    expect((await set('owner', 'Viewer2024')).data.errors.kind).toEqual([
      'The selected kind is invalid.',
    ]);
  });

  it('knows nothing of them with ?mock=beyond:off: 404, and accounts without the optional fields', async () => {
    applyMockQuery('?mock=beyond:off');
    for (const path of ['positions', 'leverage', 'password'])
      expect((await call(`/api/trading-account/${path}`, { account_id: 301 })).status).toBe(404);
    const keys = Object.keys((await call('/api/trading-account')).data.data);
    expect(keys.sort()).toEqual(
      ['balance', 'created_at', 'currency', 'equity', 'id', 'leverage', 'login', 'server'].sort(),
    );
    const list = await call('/api/trading-account/list');
    for (const row of list.data.data) expect(row).not.toHaveProperty('leverage_options');
  });
});
