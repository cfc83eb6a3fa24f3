import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureDemoBackend, demoConfig } from '@/mocks/config';
import { STORAGE_KEY, resetDemoDb } from '@/mocks/db';
import { DB_VERSION } from '@/mocks/seed';
import { REFERENCE_MS } from '@/mocks/seed/time';
import { OPERATIONS } from '@/mocks/operations';
import {
  MOCK_SCENARIOS,
  SCENARIO_STORAGE_KEY,
  activeScenarios,
  applyMockQuery,
  clearScenarios,
  setScenario,
} from '@/mocks/scenarios';
import { call, login } from './api';

const DEFAULTS = {
  latencyMs: 0,
  persist: false,
  settleMs: 0,
  autoReplyMs: 0,
  referenceDate: REFERENCE_MS,
  providerPage: 'server' as const,
};

afterEach(() => {
  vi.useRealTimers();
  configureDemoBackend(DEFAULTS);
});

describe('demo backend: scenario switches', () => {
  it('covers all 65 calls and eight scenarios', () => {
    expect(OPERATIONS).toHaveLength(65);
    expect(new Set(OPERATIONS.map((item) => item.id)).size).toBe(65);
    expect(MOCK_SCENARIOS).toEqual([
      '401',
      '500html',
      '500json',
      '422',
      'slow',
      'network',
      'lost',
      '404',
    ]);
  });

  it('?mock=beyond:off makes every call beyond the specification answer 404, and only those', async () => {
    expect(applyMockQuery('?mock=beyond:off')).toMatchObject({ applied: ['beyond:off'] });
    expect(await call('/api/2fa/status', {})).toMatchObject({
      status: 404,
      data: { message: 'Not Found.' },
    });
    expect((await call('/api/transfer/create', {})).status).toBe(404);
    expect((await call('/api/wallets')).status).toBe(200);
  });

  it('answers 401 for the switched call only', async () => {
    setScenario('getWallets', '401');
    expect(await call('/api/wallets')).toMatchObject({
      status: 401,
      data: { message: 'Unauthenticated.' },
    });
    expect((await call('/api/client-info', {})).status).toBe(200);
  });

  it('answers an HTML error page whose script reaches for the parent', async () => {
    setScenario('getTransactions', '500html');
    const answer = await call('/api/transactions', {});
    expect(answer.status).toBe(500);
    expect(answer.contentType).toContain('text/html');
    expect(answer.data).toContain('<script>');
    expect(answer.data).toContain('window.parent.document');
  });

  it('answers a JSON 500', async () => {
    setScenario('buyIpo', '500json');
    expect(await call('/api/ipo/buy', { stock_id: 46, quantity: 10 })).toMatchObject({
      status: 500,
      data: { message: 'Server Error' },
    });
    expect((await call('/api/wallets')).data[0].balance).toBe(12345.6);
  });

  it("answers 422 in the call's own error shape", async () => {
    setScenario('login', '422');
    setScenario('createTradingAccount', '422');
    const loginAnswer = await call(
      '/api/login',
      { email: 'demo@example.com', password: 'password' },
      { token: null },
    );
    expect(loginAnswer.status).toBe(422);
    expect(loginAnswer.data.errors.email).toHaveLength(1);
    const create = await call('/api/trading-account/create', { currency_id: 1 });
    expect(create.status).toBe(422);
    expect(create.data.description.currency_id).toHaveLength(1);
  });

  it('fails at the network level', async () => {
    setScenario('getArticles', 'network');
    await expect(fetch('http://127.0.0.1:5317/api/articles/getAll?lang=en')).rejects.toThrow(
      TypeError,
    );
  });

  it('answers slowly, then normally', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    setScenario('getWallets', 'slow');
    let settled = false;
    const pending = call('/api/wallets').then((answer) => {
      settled = true;
      return answer;
    });
    await vi.advanceTimersByTimeAsync(4900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect((await pending).status).toBe(200);
  });

  it('applies `*` to every call and clears with off', async () => {
    setScenario('*', '500json');
    expect((await call('/api/wallets')).status).toBe(500);
    expect((await call('/api/login', {}, { token: null })).status).toBe(500);
    clearScenarios();
    expect((await call('/api/wallets')).status).toBe(200);
  });

  it('reads ?mock= switches and keeps them in sessionStorage', () => {
    const result = applyMockQuery(
      '?lang=en&mock=getWallets:500html,login:slow,nope:401,getWallets:teapot,reset',
    );
    expect(result).toEqual({
      reset: true,
      applied: ['getWallets:500html', 'login:slow'],
      ignored: ['nope:401', 'getWallets:teapot'],
    });
    expect(activeScenarios()).toEqual({ getWallets: '500html', login: 'slow' });
    expect(JSON.parse(sessionStorage.getItem(SCENARIO_STORAGE_KEY)!)).toEqual({
      getWallets: '500html',
      login: 'slow',
    });
    applyMockQuery('?mock=off');
    expect(activeScenarios()).toEqual({});
    expect(applyMockQuery('?lang=en')).toBeNull();
    expect(() => setScenario('notAnOperation', '401')).toThrow(/Unknown operationId/);
  });
});

describe('demo backend: reset, persistence and latency', () => {
  it('resets the data to the seed', async () => {
    await call('/api/ipo/buy', { stock_id: 46, quantity: 100 });
    expect((await call('/api/wallets')).data[0].balance).toBe(9745.6);
    resetDemoDb();
    expect((await call('/api/wallets')).data[0].balance).toBe(12345.6);
  });

  it('keeps issued sessions only when asked to', async () => {
    const token = await login();
    resetDemoDb({ keepSessions: true });
    expect((await call('/api/client-info', {}, { token })).status).toBe(200);
    resetDemoDb();
    expect((await call('/api/client-info', {}, { token })).status).toBe(401);
  });

  it('is instant and memory-only by default (Node tests, Storybook)', () => {
    expect(demoConfig()).toEqual(DEFAULTS);
  });

  it('keeps the database in localStorage when persistence is on, across a reload', async () => {
    configureDemoBackend({ persist: true });
    await call('/api/ipo/buy', { stock_id: 46, quantity: 100 });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    expect(stored.version).toBe(DB_VERSION);

    // A reload: memory is gone, storage stays.
    configureDemoBackend({ persist: false });
    resetDemoDb();
    expect((await call('/api/wallets')).data[0].balance).toBe(12345.6);
    configureDemoBackend({ persist: true });
    expect((await call('/api/wallets')).data[0].balance).toBe(9745.6);

    resetDemoDb();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).transactions).toHaveLength(
      stored.transactions.length - 1,
    );
  });

  it('ignores a stored database of another version', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 999, users: [] }));
    configureDemoBackend({ persist: true });
    expect((await call('/api/client-info', {})).status).toBe(200);
  });

  it('adds the configured latency', async () => {
    configureDemoBackend({ latencyMs: 120 });
    const started = performance.now();
    await call('/api/wallets');
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });
});
