import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { checkContract, formatPath, passed, READS, WRITES } from '../../tools/contract/check';
import { getGetIpoCalendarResponseMock } from '@/api/generated/ipo/ipo.msw';
import { OPERATIONS } from '@/api/operations';
import { server } from '@/mocks/node';

// The check's calls go through this file's mock server: the demo backend's own handlers.
const BASE = 'http://127.0.0.1:5317';
const DEMO = { email: 'demo@example.com', password: 'password' };
const CLIENT = { email: 'client@example.com', password: 'password' };

describe('checkContract', () => {
  it('passes every read-only call of the contract against the demo backend', async () => {
    const results = await checkContract({ baseUrl: BASE, ...DEMO });
    expect(results.filter((result) => result.outcome !== 'pass')).toEqual([]);
    const queries = OPERATIONS.filter((operation) => operation.hook === 'query').map((op) => op.id);
    expect(results.map((result) => result.operationId)).toEqual(['login', ...Object.keys(READS)]);
    expect([...Object.keys(READS)].sort()).toEqual([...queries].sort());
    expect(passed(results)).toBe(true);
  });

  it('calls the writes only when asked, and they pass on a client of the demo backend', async () => {
    const reads = await checkContract({ baseUrl: BASE, ...CLIENT });
    expect(reads.some((result) => result.operationId === 'createTicket')).toBe(false);
    // As the app: a client never opens the investor area.
    expect(reads.find((result) => result.operationId === 'getInvestorSummary')).toMatchObject({
      outcome: 'skipped',
      note: 'the investor area is not for this account (role client)',
    });

    const sent: { method: string; path: string; idempotencyKey: string | null }[] = [];
    const record = ({ request }: { request: Request }) => {
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        idempotencyKey: request.headers.get('Idempotency-Key'),
      });
    };
    server.events.on('request:start', record);
    const results = await checkContract({ baseUrl: BASE, ...CLIENT, write: true });
    server.events.removeListener('request:start', record);
    // The platform password would change for good: listed, never sent.
    const unsent = ['getInvestorSummary', 'changePlatformPassword'];
    expect(results.filter((r) => r.outcome !== 'pass' && !unsent.includes(r.operationId))).toEqual(
      [],
    );
    expect(results.find((r) => r.operationId === 'changePlatformPassword')).toMatchObject({
      outcome: 'skipped',
    });
    expect(sent.some((request) => request.path === '/api/trading-account/password')).toBe(false);
    // The leverage is set to the one the account has: the check leaves it as it was.
    expect(sent.filter((request) => request.path === '/api/trading-account/leverage')).toHaveLength(
      1,
    );
    expect(passed(results)).toBe(true);
    expect(results.slice(-Object.keys(WRITES).length).map((result) => result.operationId)).toEqual(
      Object.keys(WRITES),
    );
    // Money calls carry their idempotency key, as the app sends them.
    expect(sent.find((request) => request.path === '/api/deposit/create')?.idempotencyKey).toMatch(
      /\S{8,}/,
    );
    expect(sent.at(-1)?.path).toBe('/api/logout');
  });

  it('fails a drifted answer with the path, what the contract expects and what came', async () => {
    server.use(
      http.post('*/api/wallets', () =>
        HttpResponse.json([{ id: 1, currency: 840, balance: '12.50', name: 'Main' }]),
      ),
    );
    const results = await checkContract({ baseUrl: BASE, ...DEMO });
    const wallets = results.find((result) => result.operationId === 'getWallets');
    expect(wallets?.outcome).toBe('fail');
    expect(wallets?.mismatches).toContainEqual({
      path: '[0].currency',
      expected: 'string',
      got: 'number 840',
    });
    expect(passed(results)).toBe(false);
    // What needed a wallet from that answer says why it was not called.
    expect(results.find((result) => result.operationId === 'getWalletsInfo')).toMatchObject({
      outcome: 'skipped',
      note: 'the account has no wallet',
    });
  });

  it('passes an IPO without a logo (logo_url null), as the contract allows', async () => {
    const calendar = getGetIpoCalendarResponseMock().map((ipo) => ({ ...ipo, logo_url: null }));
    server.use(http.post('*/api/ipo/calendar', () => HttpResponse.json(calendar)));
    const results = await checkContract({ baseUrl: BASE, ...DEMO });
    expect(results.find((result) => result.operationId === 'getIpoCalendar')).toMatchObject({
      outcome: 'pass',
    });
  });

  it('fails an error status and a body that is not JSON', async () => {
    server.use(
      http.post('*/api/transactions', () => new HttpResponse('<h1>Oops</h1>', { status: 500 })),
      http.post('*/api/analytics', () => new HttpResponse('<h1>Hi</h1>', { status: 200 })),
    );
    const results = await checkContract({ baseUrl: BASE, ...DEMO });
    expect(results.find((result) => result.operationId === 'getTransactions')).toMatchObject({
      outcome: 'fail',
      mismatches: [{ path: '(status)', expected: '2xx', got: '500' }],
    });
    expect(results.find((result) => result.operationId === 'getAnalytics')).toMatchObject({
      outcome: 'fail',
      mismatches: [{ path: '(body)', expected: 'JSON', got: 'string "<h1>Hi</h1>"' }],
    });
  });

  it('counts a call beyond the specification that answers 404 as not offered, not as a failure', async () => {
    server.use(http.post('*/api/2fa/status', () => HttpResponse.json({}, { status: 404 })));
    const results = await checkContract({ baseUrl: BASE, ...DEMO });
    expect(results.find((result) => result.operationId === 'getTwoFactorStatus')?.outcome).toBe(
      'not-offered',
    );
    expect(passed(results)).toBe(true);
  });

  it('stops after a refused sign-in and says why', async () => {
    const results = await checkContract({ baseUrl: BASE, email: DEMO.email, password: 'wrong' });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ operationId: 'login', outcome: 'fail', status: 422 });
    expect(results[0]?.note).toMatch(/refused/);
    expect(passed(results)).toBe(false);
  });

  it('does not send a request the contract refuses, and says which field', async () => {
    const results = await checkContract({ baseUrl: BASE, email: 'not-an-address', password: 'x' });
    expect(results).toEqual([
      expect.objectContaining({
        operationId: 'login',
        outcome: 'fail',
        mismatches: [expect.objectContaining({ path: '(request) email' })],
      }),
    ]);
    expect(passed(results)).toBe(false);
  });

  it('sends the token to the API host only, never to the articles host', async () => {
    const authorization = new Map<string, string | null>();
    const record = ({ request }: { request: Request }) => {
      authorization.set(new URL(request.url).host, request.headers.get('Authorization'));
    };
    server.events.on('request:start', record);
    await checkContract({ baseUrl: BASE, adminUrl: 'http://127.0.0.1:5318', ...DEMO });
    server.events.removeListener('request:start', record);
    expect(authorization.get('127.0.0.1:5317')).toMatch(/^Bearer \S+/);
    expect(authorization.get('127.0.0.1:5318')).toBeNull();
  });
});

describe('formatPath', () => {
  it('writes zod paths as a reader writes them', () => {
    expect(formatPath(['data', 0, 'balance'])).toBe('data[0].balance');
    expect(formatPath([0, 'currency'])).toBe('[0].currency');
    expect(formatPath([])).toBe('(root)');
  });
});
