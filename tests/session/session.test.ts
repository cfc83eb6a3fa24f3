import { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/generated/model';
import { server } from '@/mocks/node';
import {
  completeSignIn,
  consumeIntendedUrl,
  getCurrentUser,
  isAuthenticated,
  logout,
  onOtherTabLogout,
  rememberIntendedUrl,
  restoreSession,
} from '@/session';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { demoToken } from './helpers';

const user = (status: User['status']): User =>
  ({
    id: 1,
    first_name: 'Ada',
    second_name: 'Lovelace',
    email: 'a@example.com',
    status,
    role: 'client',
    avatar_url: null,
    language_cabinet: 'en',
    email_verified_at: null,
  }) as User;

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('token store', () => {
  it('saves the token in a 365-day cookie with remember', () => {
    const set = vi.spyOn(Cookies, 'set');
    useSession.getState().saveToken('t1', true);
    expect(useSession.getState().token).toBe('t1');
    expect(set).toHaveBeenCalledWith(
      'token',
      't1',
      expect.objectContaining({ expires: 365, path: '/', sameSite: 'Lax' }),
    );
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

  it('clears the token and its cookie', () => {
    useSession.getState().saveToken('t3', true);
    useSession.getState().clearToken();
    expect(useSession.getState().token).toBeNull();
    expect(Cookies.get('token')).toBeUndefined();
  });
});

describe('isAuthenticated', () => {
  it('counts only an existing user whose status is not failed', () => {
    expect(isAuthenticated(null)).toBe(false);
    expect(isAuthenticated(user('failed'))).toBe(false);
    expect(isAuthenticated(user('active'))).toBe(true);
    expect(isAuthenticated(user('pending'))).toBe(true);
  });
});

describe('completeSignIn', () => {
  it('saves the token and puts the user in the query cache (the one copy of it)', async () => {
    const queryClient = newClient();
    expect(await completeSignIn(queryClient, await demoToken(), true)).toBe('ok');
    expect(getCurrentUser(queryClient)?.email).toBe('demo@example.com');
    expect(Cookies.get('token')).toMatch(/^demo-/);
    expect(useSession.getState()).not.toHaveProperty('user');
  });

  it('drops token, cookie and user when the account answers status failed', async () => {
    server.use(http.post('*/api/client-info', () => HttpResponse.json(user('failed'))));
    const queryClient = newClient();
    expect(await completeSignIn(queryClient, 'any', true)).toBe('invalid');
    expect(getCurrentUser(queryClient)).toBeNull();
    expect(useSession.getState().token).toBeNull();
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('keeps the token when the server cannot be reached', async () => {
    server.use(http.post('*/api/client-info', () => HttpResponse.error()));
    const queryClient = newClient();
    expect(await completeSignIn(queryClient, 'kept', false)).toBe('offline');
    expect(Cookies.get('token')).toBe('kept');
  });
});

describe('restoreSession', () => {
  it('does nothing without a token, or when the user is already known', async () => {
    const queryClient = newClient();
    expect(await restoreSession(queryClient)).toBe('none');
    await completeSignIn(queryClient, await demoToken(), false);
    expect(await restoreSession(queryClient)).toBe('none');
  });

  it('fetches the user for a token from the cookie, then the wallets, trading accounts and identity check', async () => {
    Cookies.set('token', await demoToken());
    useSession.getState().hydrate();
    const queryClient = newClient();
    expect(await restoreSession(queryClient)).toBe('ok');
    expect(getCurrentUser(queryClient)?.first_name).toBeTruthy();
    const cachedCalls = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[1]);
    expect(cachedCalls).toEqual(
      expect.arrayContaining([
        '/api/wallets',
        '/api/trading-account',
        '/api/trading-account/list',
        '/api/settings/verification',
      ]),
    );
  });

  it('asks for the account data together with the user, not after the user has answered', async () => {
    Cookies.set('token', await demoToken());
    useSession.getState().hydrate();
    const asked: string[] = [];
    let walletsAsked: () => void = () => {};
    const wallets = new Promise<void>((resolve) => (walletsAsked = resolve));
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      if (path === '/api/wallets') walletsAsked();
    });
    // The user's answer waits (at most 2 s) until the wallets have been asked for.
    let walletsBeforeUser = false;
    server.use(
      http.post('*/api/client-info', async () => {
        await Promise.race([wallets, new Promise((resolve) => setTimeout(resolve, 2000))]);
        walletsBeforeUser = asked.includes('/api/wallets');
        return HttpResponse.json(user('active'));
      }),
    );
    try {
      expect(await restoreSession(newClient())).toBe('ok');
    } finally {
      server.events.removeAllListeners('request:start');
    }
    expect(walletsBeforeUser).toBe(true);
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/client-info',
        '/api/trading-account',
        '/api/trading-account/list',
        '/api/settings/verification',
      ]),
    );
  });

  it('drops the account data when the stored token is not a session', async () => {
    Cookies.set('token', await demoToken());
    useSession.getState().hydrate();
    server.use(http.post('*/api/client-info', () => HttpResponse.json(user('failed'))));
    const queryClient = newClient();
    expect(await restoreSession(queryClient)).toBe('invalid');
    await vi.waitFor(() => {
      const cached = queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[1]);
      expect(cached).not.toContain('/api/wallets');
      expect(cached).not.toContain('/api/trading-account/list');
    });
    expect(useSession.getState().token).toBeNull();
  });
});

describe('logout', () => {
  it('calls the server, clears user, token, both cookies and the cache, and tells other tabs', async () => {
    const queryClient = newClient();
    await completeSignIn(queryClient, await demoToken(), true);
    usePreferences.getState().setWelcomeMessageShown(true);
    let serverCalls = 0;
    server.use(
      http.post('*/api/logout', () => {
        serverCalls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const otherTab = vi.fn();
    const stop = onOtherTabLogout(otherTab);
    const listener = new BroadcastChannel('cabinet-session');
    const heard = new Promise((resolve) =>
      listener.addEventListener('message', (event) => resolve(event.data)),
    );

    await logout(queryClient);

    expect(serverCalls).toBe(1);
    expect(getCurrentUser(queryClient)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(useSession.getState().token).toBeNull();
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('welcomeMessageShown')).toBeUndefined();
    expect(usePreferences.getState().welcomeMessageShown).toBe(false);
    expect(await heard).toEqual({ type: 'logout' });
    listener.close();
    stop();
  });

  it('signs out locally even when the server call fails', async () => {
    const queryClient = newClient();
    await completeSignIn(queryClient, await demoToken(), true);
    server.use(
      http.post('*/api/logout', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await logout(queryClient);
    expect(useSession.getState().token).toBeNull();
    expect(getCurrentUser(queryClient)).toBeNull();
  });

  it('does not call the server without a token', async () => {
    let serverCalls = 0;
    server.use(
      http.post('*/api/logout', () => {
        serverCalls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await logout(newClient());
    expect(serverCalls).toBe(0);
  });
});

describe('intended URL', () => {
  it('remembers a local path with its query and gives it back once', () => {
    rememberIntendedUrl('/en/transactions?page=2');
    expect(consumeIntendedUrl()).toBe('/en/transactions?page=2');
    expect(consumeIntendedUrl()).toBeNull();
  });

  it('never remembers or returns another origin', () => {
    rememberIntendedUrl('//evil.example.com/en/home');
    expect(consumeIntendedUrl()).toBeNull();
    Cookies.set('intended_url', 'https://evil.example.com/');
    expect(consumeIntendedUrl()).toBeNull();
  });
});
