import { describe, expect, it } from 'vitest';
import { InvalidUserError, parseUser, selectUser } from '@/api/readers/user';

const valid = {
  id: 7,
  first_name: 'Anna',
  second_name: 'Smith',
  email: 'anna@example.com',
  status: 'active',
  role: 'investor',
  avatar_url: null,
  language_cabinet: 'de',
  email_verified_at: '2026-01-02T10:00:00Z',
};

describe('parseUser', () => {
  it('keeps a user as the contract describes it', () => {
    expect(parseUser(valid)).toEqual(valid);
    expect(parseUser({ ...valid, phone: '+49 30 1', country: 'DE' })).toMatchObject({
      phone: '+49 30 1',
      country: 'DE',
    });
  });

  it('keeps status failed (the caller ends the session on it)', () => {
    expect(parseUser({ ...valid, status: 'failed' })?.status).toBe('failed');
  });

  it.each([
    ['an HTML page', '<!doctype html><title>Login</title>'],
    ['an empty body', ''],
    ['null', null],
    ['an array', [valid]],
    ['a wrapped user', { data: { ...valid } }],
    ['a wrapped failed user', { data: { status: 'failed' } }],
    ['no status', { ...valid, status: undefined }],
    ['an unknown status', { ...valid, status: 'ok' }],
    ['no role', { ...valid, role: undefined }],
    ['an empty role', { ...valid, role: '' }],
    ['no id', { ...valid, id: undefined }],
    ['an object id', { ...valid, id: { $oid: 1 } }],
    ['a number', 42],
  ])('refuses %s', (_, answer) => {
    expect(parseUser(answer)).toBeNull();
  });

  it('signs a role it does not know in as a plain client, with no role-restricted area', () => {
    expect(parseUser({ ...valid, role: 'partner' })).toEqual({ ...valid, role: 'client' });
    expect(parseUser({ ...valid, role: 'admin' })?.role).toBe('admin');
  });

  it('turns names of any type into strings, so no page crashes on them', () => {
    const user = parseUser({
      ...valid,
      first_name: 42,
      second_name: { x: 1 },
      email: ['a'],
      avatar_url: 5,
    });
    expect(user).toMatchObject({ first_name: '42', second_name: '', email: '', avatar_url: null });
  });
});

describe('selectUser', () => {
  it('is the user of a client-info answer, or InvalidUserError (signed out, never a broken session)', () => {
    expect(selectUser(valid)).toEqual(valid);
    expect(() => selectUser({ data: valid })).toThrow(InvalidUserError);
    expect(() => selectUser('<!doctype html>')).toThrow(InvalidUserError);
  });
});
