import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CreateTransferResponse } from '@/api/generated/zod/index.zod';
import { resetDemoDb } from '@/mocks/db';
import { applyMockQuery, clearScenarios } from '@/mocks/scenarios';
import { DEMO, ORIGIN, call, type Loose } from './api';

/** Call 50 as the cabinet sends it: JSON with an `Idempotency-Key`. */
async function transfer(body: unknown, key: string = crypto.randomUUID()) {
  const response = await fetch(`${ORIGIN}/api/transfer/create`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${DEMO}`,
      'Idempotency-Key': key,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replayed: response.headers.get('Idempotent-Replayed') === 'true',
    data: (await response.json()) as Loose,
  };
}

const walletInfo = async (id: number) => (await call('/api/wallets-info', { wallet_id: id })).data;
const account = async (id: number) =>
  ((await call('/api/trading-account/list')).data.data as Loose[]).find((row) => row.id === id);

const WALLET = { type: 'wallet', id: 1 } as const;
const USD_ACCOUNT = { type: 'trading_account', id: 301 } as const;
const EUR_ACCOUNT = { type: 'trading_account', id: 304 } as const;

describe('demo backend: transfers (call 50)', () => {
  // The files of a worker share the demo database: each test starts from the seed and leaves it.
  beforeEach(() => resetDemoDb());
  afterEach(() => {
    clearScenarios();
    resetDemoDb();
  });

  it('moves money from a wallet to a trading account: both balances at once, a transfer in the wallet', async () => {
    const before = await walletInfo(1);
    const answer = await transfer({ from: WALLET, to: USD_ACCOUNT, amount: 250.5 });
    expect(answer.status).toBe(200);
    const created = CreateTransferResponse.parse(answer.data).data;
    expect(created).toMatchObject({
      type: 'transfer',
      status: 'completed',
      amount: -250.5,
      currency: 'USD',
      wallet_id: 1,
    });
    const after = await walletInfo(1);
    expect(after.balance).toBeCloseTo(before.balance - 250.5, 2);
    expect(after.available).toBeCloseTo(before.available - 250.5, 2);
    expect(after.last_transactions[0]).toMatchObject({ id: created.id, type: 'transfer' });
    expect(await account(301)).toMatchObject({ balance: 12750.5, equity: expect.any(Number) });
    const wallets = (await call('/api/wallets')).data as Loose[];
    expect(wallets[0].balance).toBeCloseTo(before.balance - 250.5, 2);
  });

  it('moves money back from a trading account into the wallet', async () => {
    const before = await walletInfo(1);
    const answer = await transfer({ from: USD_ACCOUNT, to: WALLET, amount: 500 });
    expect(answer.status).toBe(200);
    expect(answer.data.data).toMatchObject({ type: 'transfer', amount: 500, wallet_id: 1 });
    expect((await walletInfo(1)).balance).toBeCloseTo(before.balance + 500, 2);
    expect((await account(301)).balance).toBe(12000);
  });

  it('refuses more than the wallet has available, less than 1, and more than an account holds', async () => {
    const { available } = await walletInfo(1);
    const above = await transfer({ from: WALLET, to: USD_ACCOUNT, amount: available + 0.01 });
    expect(above.status).toBe(422);
    expect(above.data.errors.amount[0]).toMatch(/exceeds your available balance/);
    const small = await transfer({ from: WALLET, to: USD_ACCOUNT, amount: 0.5 });
    expect(small.data.errors.amount).toEqual(['The amount field must be at least 1.']);
    const fromAccount = await transfer({ from: USD_ACCOUNT, to: WALLET, amount: 12500.01 });
    expect(fromAccount.data.errors.amount[0]).toMatch(/trading account balance of 12,500.00 USD/);
    expect((await walletInfo(1)).available).toBe(available);
    expect((await account(301)).balance).toBe(12500);
  });

  it('refuses another currency and the same account under errors.to', async () => {
    const euro = await transfer({ from: WALLET, to: EUR_ACCOUNT, amount: 10 });
    expect(euro.status).toBe(422);
    expect(Object.keys(euro.data.errors)).toEqual(['to']);
    const same = await transfer({ from: USD_ACCOUNT, to: USD_ACCOUNT, amount: 10 });
    expect(Object.keys(same.data.errors)).toEqual(['to']);
    expect((await account(304)).balance).toBe(5000);
  });

  it('answers an empty body (the cabinet’s probe) with 422 and moves nothing', async () => {
    const probe = await transfer({});
    expect(probe.status).toBe(422);
    expect(Object.keys(probe.data.errors).sort()).toEqual(['amount', 'from', 'to']);
  });

  it('acts once per Idempotency-Key: the repeat gets the first answer', async () => {
    const key = crypto.randomUUID();
    const body = { from: WALLET, to: USD_ACCOUNT, amount: 100 };
    const first = await transfer(body, key);
    const again = await transfer(body, key);
    expect(again.replayed).toBe(true);
    expect(again.data).toEqual(first.data);
    expect((await account(301)).balance).toBe(12600);
  });

  it('answers 404 with ?mock=beyond:off, as a backend without transfers', async () => {
    applyMockQuery('?mock=beyond:off');
    expect((await transfer({})).status).toBe(404);
  });
});
