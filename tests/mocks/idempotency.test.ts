import { afterEach, describe, expect, it } from 'vitest';
import { configureDemoBackend } from '@/mocks/config';
import { STORAGE_KEY, resetDemoDb } from '@/mocks/db';
import { OPERATIONS } from '@/mocks/operations';
import { clearScenarios, setScenario } from '@/mocks/scenarios';
import { DEMO, ORIGIN, call, login, type Loose } from './api';

const DEFAULTS = { latencyMs: 0, persist: false, settleMs: 0, autoReplyMs: 0 };

afterEach(() => {
  clearScenarios();
  configureDemoBackend(DEFAULTS);
});

/** A JSON POST with an `Idempotency-Key`, as the cabinet sends money calls. */
async function keyed(path: string, body: unknown, key: string, token: string = DEMO) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
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

const deposits = async (token: string = DEMO) => {
  const page = await call('/api/transactions', { type: 'deposit', per_page: 100 }, { token });
  return page.data.data as { id: number; amount: number }[];
};

const count = async (amount: number, token?: string) =>
  (await deposits(token)).filter((row) => row.amount === amount).length;

const DEPOSIT = { wallet_id: 1, method_id: 1, amount: 123.45 };

/** One body per idempotent call of the contract, and how to count what it did. */
interface MoneyCall {
  path: string;
  body: unknown;
  /** How many of what the call makes the demo user has. */
  made: () => Promise<number>;
}

const MONEY_CALLS: Record<string, MoneyCall> = {
  createDeposit: { path: '/api/deposit/create', body: DEPOSIT, made: () => count(123.45) },
  createWithdrawal: {
    path: '/api/withdraw/create',
    body: { wallet_id: 1, method_id: 14, amount: 77.7, details: { account_email: 'a@b.c' } },
    made: async () =>
      (
        (await call('/api/transactions', { type: 'withdrawal', per_page: 100 })).data.data as {
          amount: number;
        }[]
      ).filter((row) => row.amount === 77.7).length,
  },
  buyIpo: {
    path: '/api/ipo/buy',
    body: { stock_id: 46, quantity: 10 },
    made: async () =>
      ((await call('/api/ipo/history', { per_page: 100 })).data.data as { side: string }[]).filter(
        (row) => row.side === 'buy',
      ).length,
  },
  sellIpo: {
    path: '/api/ipo/sell',
    body: { stock_id: 42, quantity: 5 },
    made: async () =>
      ((await call('/api/ipo/history', { per_page: 100 })).data.data as { side: string }[]).filter(
        (row) => row.side === 'sell',
      ).length,
  },
  cancelWithdrawal: {
    path: '/api/withdraw/cancel',
    // The seed's pending withdrawal of the demo user ($ 345.60 from the main wallet).
    body: { transaction_id: 5056 },
    made: async () =>
      (
        (await call('/api/transactions', { type: 'withdrawal', per_page: 100 })).data.data as {
          status: string;
        }[]
      ).filter((row) => row.status === 'cancelled').length,
  },
  createTransfer: {
    path: '/api/transfer/create',
    body: {
      from: { type: 'wallet', id: 1 },
      to: { type: 'trading_account', id: 301 },
      amount: 12.34,
    },
    made: async () =>
      (
        (await call('/api/transactions', { type: 'transfer', per_page: 100 })).data.data as {
          amount: number;
        }[]
      ).filter((row) => row.amount === -12.34).length,
  },
  createTradingAccount: {
    path: '/api/trading-account/create',
    body: { currency_id: 3 },
    // The demo user has four of at most five accounts: one can be opened, not two.
    made: async () => (await call('/api/trading-account/list')).data.data.length as number,
  },
};

describe('demo backend: Idempotency-Key', () => {
  it('honours the key on every call the contract marks idempotent', () => {
    expect(
      OPERATIONS.filter((operation) => operation.idempotent)
        .map((operation) => operation.id)
        .sort(),
    ).toEqual(Object.keys(MONEY_CALLS).sort());
  });

  it.each(Object.entries(MONEY_CALLS))(
    '%s: a repeat with the same key gets the first answer and acts once',
    async (_, { path, body, made }) => {
      const before = await made();
      const first = await keyed(path, body, 'key-1');
      expect(first.status).toBe(200);
      expect(first.replayed).toBe(false);
      const again = await keyed(path, body, 'key-1');
      expect(again).toEqual({ ...first, replayed: true });
      expect(await made()).toBe(before + 1);
      // Another key is another confirmation: it is carried out (or refused) anew.
      const other = await keyed(path, body, 'key-2');
      expect(other.replayed).toBe(false);
      expect(other.data).not.toEqual(first.data);
    },
  );

  it('acts on every request without a key, as before', async () => {
    await call('/api/deposit/create', DEPOSIT);
    await call('/api/deposit/create', DEPOSIT);
    expect(await count(123.45)).toBe(2);
  });

  it('keeps keys per user: the same key from another client is its own request', async () => {
    const other = await login('client@example.com');
    await keyed('/api/deposit/create', DEPOSIT, 'shared-key');
    const theirs = await keyed(
      '/api/deposit/create',
      { wallet_id: 3, method_id: 1, amount: 123.45 },
      'shared-key',
      other,
    );
    expect(theirs).toMatchObject({
      status: 200,
      replayed: false,
      data: { data: { wallet_id: 3 } },
    });
    expect(await count(123.45)).toBe(1);
    expect(await count(123.45, other)).toBe(1);
  });

  it('refuses the same key with another body instead of replaying or acting', async () => {
    await keyed('/api/deposit/create', DEPOSIT, 'key-1');
    const other = await keyed('/api/deposit/create', { ...DEPOSIT, amount: 200 }, 'key-1');
    expect(other.status).toBe(422);
    expect(other.data.message).toMatch(/Idempotency-Key/);
    expect(await count(200)).toBe(0);
  });

  it('answers a refused first request the same way again', async () => {
    const low = { ...DEPOSIT, amount: 10 };
    const first = await keyed('/api/deposit/create', low, 'key-1');
    expect(first.status).toBe(422);
    expect(await keyed('/api/deposit/create', low, 'key-1')).toEqual({ ...first, replayed: true });
  });

  it('acts once for two requests with the same key at the same time', async () => {
    const [a, b] = await Promise.all([
      keyed('/api/deposit/create', DEPOSIT, 'key-1'),
      keyed('/api/deposit/create', DEPOSIT, 'key-1'),
    ]);
    expect(a.data).toEqual(b.data);
    expect(await count(123.45)).toBe(1);
  });

  it('remembers the keys across a reload of the browser demo', async () => {
    configureDemoBackend({ persist: true });
    const first = await keyed('/api/deposit/create', DEPOSIT, 'key-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).idempotency).toHaveLength(1);
    // A reload: memory is gone, storage stays.
    configureDemoBackend({ persist: false });
    resetDemoDb();
    configureDemoBackend({ persist: true });
    expect(await keyed('/api/deposit/create', DEPOSIT, 'key-1')).toEqual({
      ...first,
      replayed: true,
    });
    expect(await count(123.45)).toBe(1);
  });

  it('`lost`: carries the call out and drops the answer; the repeat with its key is answered, not repeated', async () => {
    setScenario('createDeposit', 'lost');
    await expect(keyed('/api/deposit/create', DEPOSIT, 'key-1')).rejects.toThrow(TypeError);
    expect(await count(123.45)).toBe(1);
    // Still lost: the repeat is not carried out again either.
    await expect(keyed('/api/deposit/create', DEPOSIT, 'key-1')).rejects.toThrow(TypeError);
    expect(await count(123.45)).toBe(1);
    clearScenarios();
    const repeat = await keyed('/api/deposit/create', DEPOSIT, 'key-1');
    expect(repeat).toMatchObject({
      status: 200,
      replayed: true,
      data: { data: { amount: 123.45 } },
    });
    expect(await count(123.45)).toBe(1);
  });
});
