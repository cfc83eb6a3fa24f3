import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetDemoDb } from '@/mocks/db';
import { applyMockQuery, clearScenarios } from '@/mocks/scenarios';
import { signedAmount } from '@/mocks/seed/money';
import { call, type Loose } from './api';

const statement = (body: unknown) => call('/api/statement', body);

const round2 = (value: number) => Math.round(value * 100) / 100;

describe('demo backend: statements (call 54)', () => {
  beforeEach(() => resetDemoDb());
  afterEach(() => clearScenarios());

  it('states a period from the ledger: opening plus the completed movements is the closing balance', async () => {
    const answer = await statement({ wallet_id: 1, from: '2025-03-20', to: '2026-03-16' });
    expect(answer.status).toBe(200);
    const data = answer.data.data as Loose;
    expect(data).toMatchObject({ wallet_id: 1, currency: 'USD', from: '2025-03-20' });
    // The period reaches today: its closing balance is the wallet's balance (pending money excluded).
    const wallet = (await call('/api/wallets')).data.find((row: Loose) => row.id === 1);
    expect(data.closing_balance).toBe(wallet.balance);
    const moved = (data.transactions as Loose[]).reduce((sum, row) => sum + signedAmount(row), 0);
    expect(round2(data.opening_balance + moved)).toBe(data.closing_balance);
    // Every status is listed, oldest first; only completed ones move the balances.
    const statuses = new Set((data.transactions as Loose[]).map((row) => row.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'completed', 'pending', 'rejected']);
    const times = (data.transactions as Loose[]).map((row) => row.created_at);
    expect(times).toEqual([...times].sort());
  });

  it('chains periods: one month’s closing balance is the next month’s opening balance', async () => {
    const january = (await statement({ wallet_id: 1, from: '2026-01-01', to: '2026-01-31' })).data;
    const february = (await statement({ wallet_id: 1, from: '2026-02-01', to: '2026-02-28' })).data;
    expect(february.data.opening_balance).toBe(january.data.closing_balance);
    for (const row of january.data.transactions as Loose[])
      expect(row.created_at >= '2026-01-01' && row.created_at < '2026-02-01').toBe(true);
  });

  it('refuses a period it cannot state, and another client’s wallet', async () => {
    const errors = async (body: unknown) => {
      const answer = await statement(body);
      expect(answer.status).toBe(422);
      return Object.keys(answer.data.errors as object);
    };
    expect(await errors({ wallet_id: 1, from: '2026-03-01', to: '2026-02-01' })).toEqual(['to']);
    // 367 days, both counted.
    expect(await errors({ wallet_id: 1, from: '2025-01-01', to: '2026-01-02' })).toEqual(['to']);
    expect(await errors({ wallet_id: 1, from: '2026-02-30', to: '2026-03-01' })).toEqual(['from']);
    expect(await errors({ wallet_id: 3, from: '2026-01-01', to: '2026-01-31' })).toEqual([
      'wallet_id',
    ]);
    // 366 days is the longest period: a leap year.
    expect((await statement({ wallet_id: 1, from: '2024-01-01', to: '2024-12-31' })).status).toBe(
      200,
    );
  });

  it('answers 404 with ?mock=beyond:off, as a backend without statements', async () => {
    applyMockQuery('?mock=beyond:off');
    expect((await statement({ wallet_id: 1, from: '2026-01-01', to: '2026-01-31' })).status).toBe(
      404,
    );
  });
});
