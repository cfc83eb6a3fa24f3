import { describe, expect, it } from 'vitest';
import {
  CreateTradingAccountResponse,
  GetTradingAccountHistoryResponse,
} from '@/api/generated/zod/index.zod';
import { call, login } from './api';

describe('demo backend: trading accounts', () => {
  it('holds four accounts across the tiers, the first one primary', async () => {
    const list = await call('/api/trading-account/list');
    expect(list.data.data.map((row: { balance: number }) => row.balance)).toEqual([
      12500, 72000, 310000, 5000,
    ]);
    expect((await call('/api/trading-account')).data.data).toEqual(list.data.data[0]);
  });

  it('opens a fifth account and refuses the sixth with description.currency_id', async () => {
    const fifth = await call('/api/trading-account/create', { currency_id: 3 });
    expect(fifth.status).toBe(200);
    expect(CreateTradingAccountResponse.parse(fifth.data).data).toMatchObject({
      currency: { id: 3, name: 'British Pound' },
      balance: 0,
    });
    expect((await call('/api/trading-account/list')).data.data).toHaveLength(5);

    const sixth = await call('/api/trading-account/create', { currency_id: 1 });
    expect(sixth.status).toBe(422);
    expect(sixth.data).toEqual({
      message: 'Maximum number of trading accounts reached',
      description: { currency_id: ['Maximum number of trading accounts reached'] },
    });
    expect((await call('/api/trading-account/list')).data.data).toHaveLength(5);
  });

  it('refuses an unknown currency with description.currency_id', async () => {
    const answer = await call('/api/trading-account/create', { currency_id: 99 });
    expect(answer.status).toBe(422);
    expect(answer.data.description.currency_id).toEqual(['The selected currency id is invalid.']);
  });

  it('lets another client open accounts independently', async () => {
    const token = await login('client@example.com');
    for (let i = 0; i < 4; i += 1)
      expect(
        (await call('/api/trading-account/create', { currency_id: 2 }, { token })).status,
      ).toBe(200);
    expect((await call('/api/trading-account/create', { currency_id: 2 }, { token })).status).toBe(
      422,
    );
  });

  it('answers the currencies keyed by id in the contract shape', async () => {
    const answer = await call('/api/trading-account/currencies');
    expect(answer.data).toMatchObject({
      '1': ['USD', 'US Dollar'],
      '2': ['EUR', 'Euro'],
      '3': ['GBP', 'British Pound'],
    });
  });

  it('pages the trade history of an own account, newest first, within from/to', async () => {
    const first = await call('/api/trading-account/history', {
      trading_account_id: 302,
      per_page: 10,
    });
    const page = GetTradingAccountHistoryResponse.parse(first.data);
    expect(page.data).toHaveLength(10);
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 10 });
    expect(page.meta.last_page).toBe(Math.ceil(page.meta.total / 10));
    const closed = page.data.map((row) => row.closed_at);
    expect([...closed].sort().reverse()).toEqual(closed);

    const last = await call('/api/trading-account/history', {
      trading_account_id: 302,
      per_page: 10,
      page: page.meta.last_page,
    });
    expect(last.data.data.length).toBe(page.meta.total - 10 * (page.meta.last_page - 1));

    const ranged = await call('/api/trading-account/history', {
      trading_account_id: 302,
      from: '2026-02-01',
      to: '2026-02-28',
      per_page: 100,
    });
    for (const row of ranged.data.data)
      expect(
        row.closed_at.slice(0, 10) >= '2026-02-01' && row.closed_at.slice(0, 10) <= '2026-02-28',
      ).toBe(true);

    expect((await call('/api/trading-account/history', { trading_account_id: 305 })).status).toBe(
      422,
    );
    expect(
      (await call('/api/trading-account/history', { trading_account_id: 302, per_page: 500 }))
        .status,
    ).toBe(422);
  });
});
