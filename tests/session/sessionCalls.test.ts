import { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientInfo } from '@/api/generated/session/session';
import { SESSION_CALLS_FRESH_MS } from '@/api/sessionCalls';
import { server } from '@/mocks/node';
import { getCurrentUser, restoreSession } from '@/session';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import {
  SESSION_CALLS,
  sessionCallsPlan,
  sessionCallsScript,
  startSessionCalls,
} from '../../scripts/first-load.mjs';
import { demoToken } from './helpers';

/**
 * index.html sends the session's first calls while the scripts download (scripts/first-load.mjs),
 * and the HTTP client takes their answers instead of asking again (src/api/sessionCalls.ts).
 */

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** A request as the backend saw it: what identifies it and the headers the client sets. */
interface Seen {
  call: string;
  body: string;
  headers: Record<string, string | null>;
}

const HEADERS = ['accept', 'accept-language', 'authorization', 'x-xsrf-token', 'content-type'];

/** Records every request the backend receives until `stop`. */
function watchRequests() {
  const seen: Seen[] = [];
  const pending: Promise<void>[] = [];
  server.events.on('request:start', ({ request }) => {
    pending.push(
      request
        .clone()
        .text()
        .then((body) => {
          const url = new URL(request.url);
          seen.push({
            call: `${request.method} ${url.href}`,
            body,
            headers: Object.fromEntries(HEADERS.map((name) => [name, request.headers.get(name)])),
          });
        }),
    );
  });
  return {
    seen,
    settled: () => Promise.all(pending).then(() => seen),
  };
}

const byCall = (a: Seen, b: Seen) => a.call.localeCompare(b.call);

/** Signed in as the demo client in this "page": the session cookie and the stores read from it. */
async function withSession(): Promise<string> {
  const token = await demoToken();
  Cookies.set('token', token);
  useSession.getState().hydrate();
  return token;
}

/** What the inline script of index.html does, on `path`, with this page's cookies. */
const runInlineScript = (path: string, apiUrl = '') => {
  window.history.replaceState(null, '', path);
  new Function(sessionCallsScript(sessionCallsPlan(apiUrl)))();
  return window.__cabinetSessionCalls;
};

afterEach(() => {
  server.events.removeAllListeners('request:start');
  delete window.__cabinetSessionCalls;
  vi.restoreAllMocks();
});

describe('the session calls index.html sends', () => {
  it('are the calls a restored session makes, with the same method, URL, body and headers', async () => {
    await withSession();
    document.cookie = 'XSRF-TOKEN=xsrf-value; path=/';

    // What the client itself sends when nothing was sent before it.
    const byClient = watchRequests();
    expect(await restoreSession(newClient())).toBe('ok');
    const fromClient = (await byClient.settled()).toSorted(byCall);
    server.events.removeAllListeners('request:start');

    // What index.html sends.
    const byPage = watchRequests();
    const early = runInlineScript('/en/home');
    await Promise.all(early?.c.map((call) => call.r) ?? []);
    const fromPage = (await byPage.settled()).toSorted(byCall);

    expect(fromPage).toHaveLength(SESSION_CALLS.length);
    expect(fromPage).toEqual(fromClient);
    expect(fromPage.find((seen) => seen.call.endsWith('/api/client-info'))).toMatchObject({
      body: '{}',
      headers: {
        authorization: expect.stringMatching(/^Bearer demo-/),
        'x-xsrf-token': 'xsrf-value',
      },
    });
  });

  it('keep a configured address from closing the inline script', () => {
    const script = sessionCallsScript(
      sessionCallsPlan('https://api.example.com/</script><script>x'),
    );
    expect(script).not.toContain('</script>');
    expect(script).toContain('\\u003c/script>');
  });

  it('are not sent without a session cookie', async () => {
    const seen = watchRequests();
    expect(runInlineScript('/en/home')).toBeUndefined();
    expect(await seen.settled()).toEqual([]);
  });

  it('speak the language the locale guard settles on: the stored one, else the URL’s, else English', async () => {
    const token = await withSession();
    const plan = sessionCallsPlan('');
    const cookies = (more = '') => `token=${token}${more}`;
    const language = (path: string, more?: string) =>
      (startSessionCalls(plan, path, cookies(more)) as { c: { l: string }[] }).c[0]?.l;
    expect(language('/de/home')).toBe('de');
    expect(language('/de/home', '; locale=fi')).toBe('fi');
    expect(language('/xx/home')).toBe('en');
    expect(language('/de/home', '; locale=xx')).toBe('de');
  });

  it('go to the API’s own origin and base path when the build names one', async () => {
    const token = await withSession();
    const early = startSessionCalls(
      sessionCallsPlan('https://api.example.com/v1/'),
      '/en/home',
      `token=${token}`,
    ) as { c: { u: string; r: Promise<unknown> }[] };
    server.use(http.post('https://api.example.com/v1/*', () => HttpResponse.json({})));
    expect(early.c.map((call) => call.u)).toEqual(
      SESSION_CALLS.map(([, path]) => `https://api.example.com/v1${path}`),
    );
    await Promise.all(early.c.map((call) => call.r));
  });
});

describe('the HTTP client with the calls index.html sent', () => {
  it('takes their answers instead of asking again: the backend gets each call once', async () => {
    await withSession();
    const seen = watchRequests();
    runInlineScript('/en/home');
    const queryClient = newClient();
    expect(await restoreSession(queryClient)).toBe('ok');
    expect(getCurrentUser(queryClient)?.email).toBe('demo@example.com');
    const calls = (await seen.settled()).map(
      (request) => new URL(request.call.split(' ')[1]!).pathname,
    );
    expect(calls.toSorted()).toEqual(SESSION_CALLS.map(([, path]) => path).toSorted());
    // The account data is in the cache, from those same answers.
    const cached = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[1]);
    expect(cached).toEqual(expect.arrayContaining(SESSION_CALLS.map(([, path]) => path)));
    expect(window.__cabinetSessionCalls?.c).toEqual([]);
  });

  it('asks again itself when index.html’s call failed, so the failure is handled as usual', async () => {
    await withSession();
    let userAnswers = 0;
    server.use(
      http.post('*/api/client-info', () => {
        userAnswers += 1;
        // The first (index.html's) fails; the client's own gets through to the demo backend.
        return userAnswers === 1
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : undefined;
      }),
    );
    runInlineScript('/en/home');
    const queryClient = newClient();
    expect(await restoreSession(queryClient)).toBe('ok');
    expect(userAnswers).toBe(2);
    expect(getCurrentUser(queryClient)?.email).toBe('demo@example.com');
  });

  it('never hands an answer to a call made with another token or language', async () => {
    await withSession();
    runInlineScript('/en/home');
    await Promise.all(window.__cabinetSessionCalls?.c.map((call) => call.r) ?? []);
    // Signed in again as someone else in the meantime, and in German.
    useSession.getState().saveToken(await demoToken(), false);
    usePreferences.getState().setLocale('de');
    const seen = watchRequests();
    expect(await restoreSession(newClient())).toBe('ok');
    const calls = await seen.settled();
    expect(calls).toHaveLength(SESSION_CALLS.length);
    expect(calls.every((request) => request.headers['accept-language'] === 'de')).toBe(true);
  });

  it('lets a call be given up while the answer index.html waits for is still on its way', async () => {
    await withSession();
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/client-info', async () => {
        await answered;
        return HttpResponse.json({ message: 'late' }, { status: 503 });
      }),
    );
    runInlineScript('/en/home');
    const controller = new AbortController();
    const call = getClientInfo({}, undefined, controller.signal);
    // The client has taken index.html's call and waits for its answer.
    await vi.waitFor(() =>
      expect(
        window.__cabinetSessionCalls?.c.some((early) => early.u.endsWith('/api/client-info')),
      ).toBe(false),
    );
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    release();
  });

  it('does not take answers older than half a minute', async () => {
    await withSession();
    runInlineScript('/en/home');
    await Promise.all(window.__cabinetSessionCalls?.c.map((call) => call.r) ?? []);
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + SESSION_CALLS_FRESH_MS + 1);
    const seen = watchRequests();
    expect(await restoreSession(newClient())).toBe('ok');
    expect(await seen.settled()).toHaveLength(SESSION_CALLS.length);
    expect(window.__cabinetSessionCalls).toBeUndefined();
  });
});
