import { describe, expect, it } from 'vitest';
import type { User } from '@/api/generated/model';
import { countryOptions } from '@/features/account/profile/countries';
import { profileBody } from '@/features/account/profile/ProfileForm';
import { passwordStrength } from '@/features/account/security/PasswordStrengthHint';

const user = (patch: Partial<User> = {}): User => ({
  id: 1,
  first_name: 'Alex',
  second_name: 'Morgan',
  email: 'demo@example.com',
  status: 'active',
  role: 'client',
  avatar_url: null,
  language_cabinet: 'en',
  email_verified_at: null,
  ...patch,
});

describe('countryOptions', () => {
  it('names the countries in the interface language and sorts them as that language does', () => {
    const fi = countryOptions('fi');
    expect(fi.find((c) => c.value === 'CZ')?.label).toBe('Tšekki');
    const de = countryOptions('de');
    expect(de.find((c) => c.value === 'AT')?.label).toBe('Österreich');
    const labels = de.map((c) => c.label);
    // German sorts Ö with O, not after Z.
    expect(labels.indexOf('Österreich')).toBeLessThan(labels.indexOf('Polen'));
    expect(new Set(de.map((c) => c.value)).size).toBe(de.length);
  });
});

describe('profileBody', () => {
  it('sends phone and country only when given, or when clearing a stored one', () => {
    const values = { first_name: ' Alex ', second_name: 'Morgan', phone: '', country: '' };
    expect(profileBody(values, user())).toEqual({ first_name: 'Alex', second_name: 'Morgan' });
    expect(profileBody(values, user({ phone: '+1 555', country: 'US' }))).toEqual({
      first_name: 'Alex',
      second_name: 'Morgan',
      phone: '',
      country: '',
    });
    expect(profileBody({ ...values, phone: ' +49 30 1 ', country: 'DE' }, user())).toEqual({
      first_name: 'Alex',
      second_name: 'Morgan',
      phone: '+49 30 1',
      country: 'DE',
    });
  });
});

describe('passwordStrength', () => {
  it.each([
    ['short', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcdefgh-IJK', 'strong'],
    ['abcdefghijkl', 'fair'],
    ['Abcdef12', 'fair'],
    ['correct horse battery staple', 'strong'],
  ] as const)('judges %s as %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });
});
