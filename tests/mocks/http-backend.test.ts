import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoBackend, SWITCHES_PATH, TENANT_COOKIE, TODAY_PATH } from '@/mocks/http-backend';
import { server } from '@/mocks/node';

// Real HTTP to the demo backend: the in-process mock server (tests/setup.ts) would answer these
// requests itself, so it stands aside for this file.
const backend = createDemoBackend();
let base = '';
beforeAll(async () => {
  server.close();
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => backend.close(() => resolve()));
  server.listen({ onUnhandledFrame: 'error' });
});

/** A call as the browser of one test makes it: its tenant cookie (if any) and the seeded token. */
const call = (path: string, tenant: string | null, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    ...init,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer demo-token',
      ...(tenant ? { Cookie: `token=demo-token; ${TENANT_COOKIE}=${tenant}` } : {}),
      ...init.headers,
    },
  });

const mainBalance = async (tenant: string | null) => {
  const response = await call('/api/wallets', tenant);
  expect(response.status).toBe(200);
  const wallets = (await response.json()) as { id: number; balance: number }[];
  return wallets.find((wallet) => wallet.id === 1)?.balance;
};

const deposit = (tenant: string | null, amount: number) =>
  call('/api/deposit/create', tenant, {
    body: JSON.stringify({ wallet_id: 1, method_id: 1, amount }),
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

describe('the demo backend over HTTP: one database per tenant', () => {
  it('keeps what one tenant does out of another tenant and out of the shared database', async () => {
    const before = await mainBalance('tenant-a');
    expect(before).toBeGreaterThan(0);
    expect(await mainBalance('tenant-b')).toBe(before);
    const transactions = async (tenant: string | null) => {
      const response = await call('/api/transactions', tenant, {
        body: JSON.stringify({ page: 1 }),
      });
      return ((await response.json()) as { meta: { total: number } }).meta.total;
    };
    const seeded = await transactions('tenant-a');

    const made = await deposit('tenant-a', 100);
    expect(made.status).toBeLessThan(300);

    // The deposit, and its fee: with the Node defaults it completes on the next read.
    expect(await transactions('tenant-a')).toBeGreaterThan(seeded);
    expect(await transactions('tenant-b')).toBe(seeded);
    expect(await transactions(null)).toBe(seeded);
  });

  it('applies failure switches to the tenant that set them only', async () => {
    const set = await call(SWITCHES_PATH, 'tenant-c', {
      body: 'getWallets:500json',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(set.status).toBe(200);
    expect((await call('/api/wallets', 'tenant-c')).status).toBe(500);
    expect((await call('/api/wallets', 'tenant-d')).status).toBe(200);
    expect((await call('/api/wallets', null)).status).toBe(200);

    await call(SWITCHES_PATH, 'tenant-c', {
      body: 'off',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect((await call('/api/wallets', 'tenant-c')).status).toBe(200);
  });

  it('refuses a switch it does not know, naming it', async () => {
    const response = await call(SWITCHES_PATH, 'tenant-e', {
      body: 'getWalets:network',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ ignored: ['getWalets:network'] });
  });

  it('seeds one tenant around the day its browser clock is set to', async () => {
    const newest = async (tenant: string) => {
      const response = await call('/api/transactions', tenant, {
        body: JSON.stringify({ page: 1 }),
      });
      const page = (await response.json()) as { data: { created_at: string }[] };
      return Date.parse(page.data[0]!.created_at);
    };
    const day = Date.parse('2025-06-02T10:00:00Z');
    const set = await call(TODAY_PATH, 'tenant-f', {
      body: new Date(day).toISOString(),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(set.status).toBe(204);
    const latest = await newest('tenant-f');
    expect(latest).toBeLessThanOrEqual(day + 60_000);
    expect(latest).toBeGreaterThan(day - 30 * 86_400_000);
    // Another tenant keeps the configured "today" (16 March 2026 in Node).
    expect(await newest('tenant-g')).toBeGreaterThan(Date.parse('2026-01-01T00:00:00Z'));

    const refused = await call(TODAY_PATH, 'tenant-f', {
      body: 'not a date',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(refused.status).toBe(422);
  });
});
