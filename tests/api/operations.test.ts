import { describe, expect, it } from 'vitest';
import { OPERATIONS, findOperation, operationMatcher, requestPath } from '@/api/operations';

const callsWhere = (keep: (operation: (typeof OPERATIONS)[number]) => boolean) =>
  OPERATIONS.filter(keep).map(({ method, path }) => `${method} ${path}`);

describe('findOperation', () => {
  it('finds an operation by method and path, path parameters included', () => {
    expect(findOperation('GET', '/api/autologin/xyz')?.id).toBe('autologinByToken');
    expect(findOperation('POST', '/api/autologin')?.id).toBe('autologin');
    expect(findOperation('post', '/api/email/verify/5')?.id).toBe('verifyEmail');
    expect(findOperation('POST', '/api/trading-account')?.id).toBe('getTradingAccount');
    expect(findOperation('POST', '/api/trading-account/list')?.id).toBe('getTradingAccountList');
  });

  it('ignores origin and query and tolerates a trailing slash', () => {
    expect(findOperation('GET', 'http://admin.example/api/articles/getAll?lang=en')?.id).toBe(
      'getArticles',
    );
    expect(findOperation('POST', '/api/wallets/')?.id).toBe('getWallets');
    expect(findOperation('POST', '/api/email/verify/5?expires=1&signature=s')?.id).toBe(
      'verifyEmail',
    );
    expect(requestPath('https://host/api/wallets//?a=1')).toBe('/api/wallets');
    expect(requestPath('/')).toBe('/');
  });

  it('finds nothing for another method, an unknown path or an extra segment', () => {
    expect(findOperation('GET', '/api/wallets')).toBeUndefined();
    expect(findOperation('POST', '/api/unknown')).toBeUndefined();
    expect(findOperation('GET', '/api/autologin/a/b')).toBeUndefined();
  });

  it('prefers a literal path over a parameterised one', () => {
    const find = operationMatcher([
      { id: 'one', method: 'GET', path: '/x/{id}' },
      { id: 'list', method: 'GET', path: '/x/list' },
    ]);
    expect(find('GET', '/x/list')?.id).toBe('list');
    expect(find('GET', '/x/7')?.id).toBe('one');
  });
});

/** What the client did before the table existed: the same calls, the same facts. */
describe('the operation table', () => {
  it('keeps the specification’s quiet calls off the global loader (§7)', () => {
    expect(callsWhere((operation) => !operation.globalLoader).sort()).toEqual([
      'POST /api/2fa/status',
      'POST /api/ipo/buy',
      'POST /api/ipo/sell',
      'POST /api/login/passkey',
      'POST /api/login/passkey/options',
      'POST /api/notifications',
      'POST /api/notifications/read',
      'POST /api/passkeys',
      'POST /api/passkeys/options',
      'POST /api/passkeys/register',
      'POST /api/statement',
      'POST /api/trading-account/create',
      'POST /api/trading-account/currencies',
      'POST /api/trading-account/leverage',
      'POST /api/trading-account/password',
      'POST /api/trading-account/positions',
      // Beyond the specification: the return page's follow-up, the transfers' limits (asked in
      // the background), and cancelling a withdrawal (its dialog shows that it is under way).
      'POST /api/transaction',
      'POST /api/transfer/limits',
      'POST /api/wallets-info',
      'POST /api/withdraw/cancel',
    ]);
  });

  it('fingerprints the sign-in calls, each with its report type', () => {
    const types = Object.fromEntries(
      OPERATIONS.filter((operation) => operation.fingerprint).map((operation) => [
        `${operation.method} ${operation.path}`,
        operation.fingerprint,
      ]),
    );
    expect(types).toEqual({
      'POST /api/login': 'login',
      'POST /api/login/2fa': 'login',
      'POST /api/login/passkey': 'login',
      'POST /api/register': 'register',
      'POST /api/trading-account/autologin': 'trading_account_autologin',
      'POST /api/autologin': 'autologin',
      'GET /api/autologin/{token}': 'autologin',
    });
    // The passkey sign-in's body is the contract's alone: its fingerprint is only reported after.
    expect(callsWhere((operation) => !operation.fingerprintInBody)).toEqual([
      'POST /api/login/passkey',
    ]);
  });

  it('sends only the articles to the admin host', () => {
    expect(callsWhere((operation) => operation.host === 'admin')).toEqual([
      'GET /api/articles/getAll',
    ]);
  });

  it('reads a 401 of the sign-in, link and logout calls as not a session expiry', () => {
    expect(callsWhere((operation) => !operation.expiresSessionOn401).sort()).toEqual([
      'GET /api/autologin/{token}',
      'POST /api/autologin',
      'POST /api/email/resend',
      'POST /api/email/verify/{id}',
      'POST /api/login',
      'POST /api/login/2fa',
      'POST /api/login/passkey',
      'POST /api/login/passkey/options',
      'POST /api/logout',
      'POST /api/password/email',
      'POST /api/password/reset',
      'POST /api/register',
    ]);
  });

  it('generates query hooks for the reading POSTs and a mutation for the autologin link', () => {
    expect(
      callsWhere((operation) => operation.hook === 'mutation' && operation.method === 'GET'),
    ).toEqual(['GET /api/autologin/{token}']);
    expect(
      OPERATIONS.filter((operation) => operation.method === 'POST' && operation.hook === 'query'),
    ).toHaveLength(26);
  });

  it('marks the calls beyond the specification (44–65), whose 404 means "not offered"', () => {
    expect(callsWhere((operation) => operation.beyondSpec).sort()).toEqual([
      'POST /api/2fa/disable',
      'POST /api/2fa/enable',
      'POST /api/2fa/recovery-codes',
      'POST /api/2fa/setup',
      'POST /api/2fa/status',
      'POST /api/login/2fa',
      'POST /api/login/passkey',
      'POST /api/login/passkey/options',
      'POST /api/notifications',
      'POST /api/notifications/read',
      'POST /api/passkeys',
      'POST /api/passkeys/delete',
      'POST /api/passkeys/options',
      'POST /api/passkeys/register',
      'POST /api/statement',
      'POST /api/trading-account/leverage',
      'POST /api/trading-account/password',
      'POST /api/trading-account/positions',
      'POST /api/transaction',
      'POST /api/transfer/create',
      'POST /api/transfer/limits',
      'POST /api/withdraw/cancel',
    ]);
    expect(callsWhere((operation) => operation.idempotent)).toContain('POST /api/transfer/create');
    expect(callsWhere((operation) => operation.idempotent)).toContain('POST /api/withdraw/cancel');
    expect(callsWhere((operation) => operation.idempotent)).not.toContain(
      'POST /api/transfer/limits',
    );
  });
});
