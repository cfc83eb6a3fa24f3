import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getArticles } from '@/api/generated/articles/articles';
import { getClientInfo } from '@/api/generated/session/session';
import { getWallets, getWalletsInfo } from '@/api/generated/wallets/wallets';
import { apiClient } from '@/api/http';
import { server } from '@/mocks/node';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import {
  allowPreflight,
  answerPost,
  CORS,
  recorder,
  setEnv,
  useCleanClient,
  wallets,
} from './helpers';
import { silenceExpected } from '../utils/console';

const user = {
  id: 7,
  first_name: 'Ada',
  second_name: 'Lovelace',
  email: 'ada@example.com',
  status: 'active',
  role: 'client',
  avatar_url: null,
  language_cabinet: 'en',
  email_verified_at: null,
};

const signIn = () => useSession.getState().saveToken('secret-token', false);
const setXsrfCookie = () => {
  document.cookie = 'XSRF-TOKEN=xsrf-value; path=/';
};

describe('http client headers', () => {
  // What these tests make fail on purpose; what the page shows is asserted.
  silenceExpected(/^Malformed response from /);
  useCleanClient();

  it('sends Accept, Accept-Language, the bearer token and the XSRF header to the API', async () => {
    signIn();
    setXsrfCookie();
    const seen = answerPost('/api/wallets', wallets);

    await expect(getWallets()).resolves.toEqual(wallets);

    const { headers, url } = seen[0]!;
    expect(url.origin).toBe(location.origin);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('authorization')).toBe('Bearer secret-token');
    expect(headers.get('x-xsrf-token')).toBe('xsrf-value');
  });

  it('sends no Authorization and no XSRF header when there is no token and no cookie', async () => {
    const seen = answerPost('/api/wallets', wallets);

    await getWallets();

    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[0]!.headers.get('x-xsrf-token')).toBeNull();
  });

  it('follows the current locale in Accept-Language', async () => {
    const seen = answerPost('/api/wallets', wallets);

    usePreferences.getState().setLocale('de');
    await getWallets();
    usePreferences.getState().setLocale('fr');
    await getWallets();

    expect(seen.map((r) => r.headers.get('accept-language'))).toEqual(['de', 'fr']);
  });

  it('never sends the token or the XSRF header to another origin', async () => {
    signIn();
    setXsrfCookie();
    const { seen, record } = recorder();
    server.use(
      mock.post('http://evil.example/api/steal', async ({ request }) => {
        await record(request);
        return HttpResponse.json({}, { headers: CORS });
      }),
    );

    await apiClient({ url: 'http://evil.example/api/steal', method: 'POST' });

    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[0]!.headers.get('x-xsrf-token')).toBeNull();
    expect(seen[0]!.headers.get('accept-language')).toBe('en');
  });

  it('sends the articles call to the admin host, without the token or the XSRF header', async () => {
    setEnv({ adminApiUrl: 'http://admin.example' });
    signIn();
    setXsrfCookie();
    const { seen, record } = recorder();
    server.use(
      mock.get('http://admin.example/api/articles/getAll', async ({ request }) => {
        await record(request);
        return HttpResponse.json([], { headers: CORS });
      }),
    );

    await expect(getArticles({ lang: 'en' })).resolves.toEqual([]);

    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.searchParams.get('lang')).toBe('en');
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[0]!.headers.get('x-xsrf-token')).toBeNull();
  });

  it('sends the token to a VITE_API_URL on another host, and only there', async () => {
    setEnv({ apiUrl: 'http://api.example', adminApiUrl: 'http://admin.example' });
    signIn();
    const { seen, record } = recorder();
    allowPreflight('http://api.example');
    server.use(
      mock.post('http://api.example/api/wallets', async ({ request }) => {
        await record(request);
        return HttpResponse.json(wallets, { headers: CORS });
      }),
      mock.post(`${location.origin}/api/wallets`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(wallets);
      }),
    );

    await apiClient({ url: '/api/wallets', method: 'POST', baseURL: 'http://api.example' });
    await apiClient({ url: `${location.origin}/api/wallets`, method: 'POST' });

    expect(seen.map((r) => [r.url.origin, r.headers.get('authorization')])).toEqual([
      ['http://api.example', 'Bearer secret-token'],
      [location.origin, null],
    ]);
  });

  it('never puts showLoader on the wire (options, JSON body or form body)', async () => {
    const seen = answerPost('/api/client-info', user);
    answerPost('/api/wallets-info', { wallet_id: 1 }, seen);

    await getClientInfo({ showLoader: false });
    await getClientInfo({}, { showLoader: false });
    await getWalletsInfo({ wallet_id: 1 }, { showLoader: true }).catch(() => {});

    expect(seen).toHaveLength(3);
    for (const request of seen) {
      expect(request.body).not.toContain('showLoader');
      expect(request.url.search).not.toContain('showLoader');
      expect([...request.headers.keys()].join()).not.toMatch(/show-?loader/i);
    }
    expect(JSON.parse(seen[0]!.body)).toEqual({});
    expect(seen[2]!.body).toBe('wallet_id=1');
  });
});
