import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@/lib/safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/en/home', '/en/home'],
    ['/en/transactions?page=2&type=deposit', '/en/transactions?page=2&type=deposit'],
    ['/en/tickets/5#reply', '/en/tickets/5#reply'],
    ['%2Fen%2Fhome', '/en/home'],
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
  ])('rejects %s', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });
});
