import { describe, expect, it } from 'vitest';
import {
  CreateDepositResponse,
  CreateWithdrawalResponse,
  GetTransactionsResponse,
} from '@/api/generated/zod/index.zod';
import { call } from './api';

interface Tx {
  id: number;
  type: string;
  status: string;
  amount: number;
  wallet_id: number;
  created_at: string;
}

const allTransactions = async (body: Record<string, unknown> = {}): Promise<Tx[]> => {
  const rows: Tx[] = [];
  for (let page = 1; ; page += 1) {
    const answer = GetTransactionsResponse.parse(
      (await call('/api/transactions', { ...body, page, per_page: 100 })).data,
    );
    rows.push(...answer.data);
    if (page >= answer.meta.last_page) return rows;
  }
};

const net = (rows: Tx[]) =>
  rows
    .filter((row) => row.status === 'completed')
    .reduce(
      (sum, row) =>
        sum + (row.type === 'deposit' || row.type === 'ipo_sell' ? row.amount : -row.amount),
      0,
    );

const wallets = async () =>
  (await call('/api/wallets')).data as {
    id: number;
    balance: number;
    currency: string;
    name: string;
  }[];

describe('demo backend: wallets and transactions', () => {
  it('starts the demo user with the USD main wallet at 12,345.60', async () => {
    expect((await wallets())[0]).toEqual({
      id: 1,
      currency: 'USD',
      balance: 12345.6,
      name: 'Main wallet',
    });
  });

  it('adds every completed movement up to each wallet balance', async () => {
    for (const wallet of await wallets()) {
      const rows = await allTransactions({ wallet_id: wallet.id });
      expect(net(rows)).toBeCloseTo(wallet.balance, 2);
    }
    const info = (await call('/api/wallets-info', { wallet_id: 1 })).data;
    expect(info).toMatchObject({
      wallet_id: 1,
      balance: 12345.6,
      available: 12000,
      reserved: 345.6,
      currency: 'USD',
    });
    expect(info.last_transactions).toHaveLength(5);
  });

  it('reserves exactly the pending withdrawals, and refuses more than what is available', async () => {
    const pending = await allTransactions({ wallet_id: 1, status: 'pending', type: 'withdrawal' });
    const info = (await call('/api/wallets-info', { wallet_id: 1 })).data;
    expect(info.reserved).toBeCloseTo(
      pending.reduce((sum, row) => sum + row.amount, 0),
      2,
    );
    expect(info.available).toBeCloseTo(info.balance - info.reserved, 2);
    const details = { account_holder: 'Dana Demo', iban: 'DE89370400440532013000', swift: 'X' };
    const above = await call('/api/withdraw/create', {
      wallet_id: 1,
      method_id: 12,
      amount: 12100,
      details,
    });
    expect(above.status).toBe(422);
    expect(above.data.errors.amount).toEqual([
      'The amount exceeds your available balance of 12,000.00 USD.',
    ]);
    const exact = await call('/api/withdraw/create', {
      wallet_id: 1,
      method_id: 12,
      amount: 12000,
      details,
    });
    expect(exact.status).toBe(200);
  });

  it('reads wallets-info form-encoded, as the generated client sends it', async () => {
    const response = await fetch('http://127.0.0.1:5317/api/wallets-info', {
      method: 'POST',
      headers: {
        Authorization: 'Bearer demo-token',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ wallet_id: '2' }),
    });
    expect(await response.json()).toMatchObject({ wallet_id: 2, currency: 'EUR', balance: 2500 });
    expect((await call('/api/wallets-info', { wallet_id: 3 })).status).toBe(422);
  });

  it('filters by type, status, dates and wallet, and pages with meta', async () => {
    const everything = await allTransactions();
    const deposits = await allTransactions({ type: 'deposit' });
    expect(deposits.length).toBeGreaterThan(5);
    expect(deposits.every((row) => row.type === 'deposit')).toBe(true);
    expect(deposits).toEqual(everything.filter((row) => row.type === 'deposit'));
    expect((await allTransactions({ status: 'pending' })).map((row) => row.type)).toEqual([
      'withdrawal',
      'deposit',
    ]);
    const ranged = await allTransactions({ from: '2026-01-01', to: '2026-01-31' });
    expect(ranged.every((row) => row.created_at.startsWith('2026-01'))).toBe(true);
    expect(ranged).toEqual(everything.filter((row) => row.created_at.startsWith('2026-01')));
    expect((await allTransactions({ wallet_id: 2 })).every((row) => row.wallet_id === 2)).toBe(
      true,
    );

    const page2 = (await call('/api/transactions', { page: 2, per_page: 7 })).data;
    expect(page2.meta).toEqual({
      current_page: 2,
      last_page: Math.ceil(everything.length / 7),
      per_page: 7,
      total: everything.length,
    });
    expect(page2.data).toEqual(everything.slice(7, 14));
    expect((await call('/api/transactions', { type: 'gift' })).status).toBe(422);
    expect((await call('/api/transactions', { wallet_id: 3 })).status).toBe(422);
  });

  it('creates a pending deposit that completes, with its fee, on the next read', async () => {
    const answer = await call('/api/deposit/create', { wallet_id: 1, method_id: 1, amount: 1000 });
    expect(answer.status).toBe(200);
    expect(CreateDepositResponse.parse(answer.data).data).toMatchObject({
      type: 'deposit',
      status: 'pending',
      amount: 1000,
    });
    const [main] = await wallets();
    expect(main!.balance).toBeCloseTo(12345.6 + 1000 - 15, 2);
    const rows = await allTransactions({ wallet_id: 1 });
    expect(rows.find((row) => row.id === answer.data.data.id)?.status).toBe('completed');
    expect(net(rows)).toBeCloseTo(main!.balance, 2);
  });

  it('bounds deposits by the method limits', async () => {
    const low = await call('/api/deposit/create', { wallet_id: 1, method_id: 1, amount: 10 });
    expect(low.status).toBe(422);
    expect(low.data.errors.amount).toEqual(['The amount field must be at least 50.']);
    const high = await call('/api/deposit/create', { wallet_id: 1, method_id: 4, amount: 6000 });
    expect(high.data.errors.amount).toEqual(['The amount field must not be greater than 5000.']);
    expect(
      (await call('/api/deposit/create', { wallet_id: 1, method_id: 99, amount: 100 })).data.errors,
    ).toHaveProperty('method_id');
  });

  it('refuses a withdrawal over the available balance', async () => {
    const answer = await call('/api/withdraw/create', {
      wallet_id: 2,
      method_id: 12,
      amount: 3000,
      details: {
        account_holder: 'Alex Morgan',
        iban: 'CZ65 0800 0000 1920 0014 5399',
        swift: 'GIBACZPX',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.data.errors.amount).toEqual([
      'The amount exceeds your available balance of 2,500.00 EUR.',
    ]);
  });

  it('reserves an accepted withdrawal and asks for the method details', async () => {
    const missing = await call('/api/withdraw/create', {
      wallet_id: 1,
      method_id: 13,
      amount: 100,
      details: {},
    });
    expect(missing.data.errors).toEqual({
      'details.wallet_address': ['The Wallet address field is required.'],
      'details.network': ['The Network (e.g. TRC20) field is required.'],
    });
    const limits = await call('/api/withdraw/create', {
      wallet_id: 1,
      method_id: 14,
      amount: 4000,
      details: { account_email: 'a@b.c' },
    });
    expect(limits.data.errors.amount).toEqual(['The amount field must not be greater than 3000.']);

    const answer = await call('/api/withdraw/create', {
      wallet_id: 1,
      method_id: 14,
      amount: 2000,
      details: { account_email: 'a@b.c' },
    });
    expect(CreateWithdrawalResponse.parse(answer.data).data).toMatchObject({
      type: 'withdrawal',
      status: 'pending',
      amount: 2000,
    });
    // The money has not left yet: the balance stays, the withdrawal is reserved.
    expect((await wallets())[0]!.balance).toBeCloseTo(12345.6, 2);
    const info = (await call('/api/wallets-info', { wallet_id: 1 })).data;
    expect(info).toMatchObject({ balance: 12345.6, reserved: 2345.6, available: 10000 });
  });

  it('lists deposit and withdrawal methods of every type with limits', async () => {
    for (const path of ['/api/deposit/methods', '/api/withdraw/methods']) {
      const methods = (await call(path)).data.data as {
        type: string;
        min_amount: number;
        max_amount: number;
      }[];
      expect(methods.map((row) => row.type)).toEqual([
        'card',
        'bank_transfer',
        'crypto',
        'e_wallet',
      ]);
      expect(methods.every((row) => row.min_amount < row.max_amount)).toBe(true);
    }
  });
});
