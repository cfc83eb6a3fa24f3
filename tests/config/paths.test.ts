import { describe, expect, it } from 'vitest';
import { brandHref, withLocale } from '@/config/paths';

describe('brandHref', () => {
  it('leads home when signed in and to the sign-in page (the "welcome") when signed out', () => {
    expect(brandHref('de', true)).toBe('/de/home');
    expect(brandHref('fi', false)).toBe('/fi/login');
  });
});

describe('withLocale', () => {
  it('replaces a two-letter prefix, or puts one in front', () => {
    expect(withLocale('/de/transactions', 'fi')).toBe('/fi/transactions');
    expect(withLocale('/wallet/wallets', 'en')).toBe('/en/wallet/wallets');
  });
});
