import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@/lib/safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/en/home', '/en/home'],
    ['/en/transactions?page=2&type=deposit', '/en/transactions?page=2&type=deposit'],
    ['/en/tickets/5#reply', '/en/tickets/5#reply'],
    ['%2Fen%2Fhome', '/en/home'],
    ['/en', '/en'],
    ['/de/wallet/3', '/de/wallet/3'],
    ['/en/./home', '/en/home'],
    ['/en/ipo/../home', '/en/home'],
    [
      '/fi/transactions?from=2026-03-01&to=2026-03-16',
      '/fi/transactions?from=2026-03-01&to=2026-03-16',
    ],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/en/home',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http://127.0.0.1/en/home',
    'javascript:alert(1)',
    ' //evil.com',
    '/%5Cevil.com',
    '%2F%2Fevil.com',
    '/\tevil',
    'evil.com',
    '',
    null,
    undefined,
    // Dot segments and encodings that normalise into a protocol-relative path.
    '/.//evil.com',
    '/..//evil.com',
    '/%2e//evil.com',
    '/%2E//evil.com',
    '/.%2F/evil.com',
    '/.%2f/evil.com',
    '/%2e%2e//evil.com',
    '/en/..//evil.com',
    '/en/../..//evil.com',
    '/./%2F/evil.com',
    '/%2F/evil.com',
    '/%2F%2Fevil.com',
    '/%5C%5Cevil.com',
    '/en/%2F%2Fevil.com',
    '/en/%5Cevil.com',
    '%2F%2F%2Fevil.com',
    '%2F.%2F%2Fevil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '/ /evil.com',
    '/\u0000/evil.com',
    '/\n/evil.com',
    '/en\r\n//evil.com',
    // Not a path of this app (no two-letter locale first).
    '/',
    '/evil.com',
    '/eng/home',
    '/EN/home',
    '/e/home',
    '/?next=//evil.com',
    '/#//evil.com',
    'https:/evil.com',
    'https:evil.com',
    'data:text/html,<script>alert(1)</script>',
    'JaVaScRiPt:alert(1)',
    '///evil.com',
    '////evil.com',
    '/..%2F..%2Fevil.com',
    '/%00/evil.com',
    42 as unknown as string,
  ])('rejects %s', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });
});
