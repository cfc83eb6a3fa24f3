import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/generated/model';
import { isAuthenticated, useSession } from '@/stores/session';

const user = (status: User['status']): User =>
  ({ id: 1, first_name: 'Ada', second_name: 'Lovelace', email: 'a@example.com', status, role: 'client', avatar_url: null, language_cabinet: 'en', email_verified_at: null }) as User;

describe('session store', () => {
  it('saves the token in a 365-day cookie with remember', () => {
    const set = vi.spyOn(Cookies, 'set');
    useSession.getState().saveToken('t1', true);
    expect(useSession.getState().token).toBe('t1');
    expect(set).toHaveBeenCalledWith('token', 't1', expect.objectContaining({ expires: 365, path: '/', sameSite: 'Lax' }));
  });

  it('saves a session cookie (no expiry) without remember', () => {
    const set = vi.spyOn(Cookies, 'set');
    useSession.getState().saveToken('t2', false);
    const attributes = set.mock.calls[0]?.[2] as Record<string, unknown>;
    expect(attributes.expires).toBeUndefined();
    expect(Cookies.get('token')).toBe('t2');
  });

  it('restores the token from the cookie on load', () => {
    Cookies.set('token', 'from-cookie');
    useSession.getState().hydrate();
    expect(useSession.getState().token).toBe('from-cookie');
  });

  it('clears user, token and cookie', () => {
    useSession.getState().saveToken('t3', true);
    useSession.getState().setUser(user('active'));
    useSession.getState().clearSession();
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('counts only an existing user whose status is not failed as authenticated', () => {
    expect(isAuthenticated(null)).toBe(false);
    expect(isAuthenticated(user('failed'))).toBe(false);
    expect(isAuthenticated(user('active'))).toBe(true);
    expect(isAuthenticated(user('pending'))).toBe(true);
  });
});
