import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '@/app/queryClient';
import { routes } from '@/app/router/routes';
import { paths } from '@/config/paths';
import { themes } from '@/design-system/theme';
import { loadMessages } from '@/i18n/loadMessages';
import { SEEDED_TOKENS } from '@/mocks/db';
import { server } from '@/mocks/node';
import { useSession } from '@/stores/session';
import {
  PAGE_CALLS,
  SESSION_CALLS,
  sessionCallsPlan,
  startSessionCalls,
} from '../../scripts/first-load.mjs';
import { messagesOf } from '../utils/render';

/**
 * index.html sends a page's own first calls with the session's when the address has no query
 * (scripts/first-load.mjs, PAGE_CALLS); the HTTP client takes an answer only for the very call it
 * would send (src/api/sessionCalls.ts). Each planned call must be exactly what its page sends, or
 * the early answer is wasted and the page asks again.
 */

/** Every request the backend receives (method, path, body text). */
function watchRequests() {
  const seen: { method: string; path: string; body: string }[] = [];
  server.events.on('request:start', ({ request }) => {
    void request
      .clone()
      .text()
      .then((body) =>
        seen.push({ method: request.method, path: new URL(request.url).pathname, body }),
      );
  });
  return seen;
}

function renderAt(path: string) {
  Cookies.set('token', SEEDED_TOKENS.demo);
  useSession.getState().hydrate();
  render(
    <ThemeProvider theme={themes['light-theme']}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale="en" defaultLocale="en" messages={messagesOf('en')}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
        </IntlProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const hrefOf = (route: string) =>
  (paths[route as keyof typeof paths].href as (lang: string) => string)('en');

beforeAll(() => loadMessages('en'));
afterEach(() => {
  server.events.removeAllListeners('request:start');
  queryClient.clear();
});

describe('the page calls index.html sends', () => {
  it.each(PAGE_CALLS)(
    '%s: %s %s with exactly the body the page sends',
    async (route, method, path, body) => {
      const seen = watchRequests();
      renderAt(hrefOf(route));
      await waitFor(
        () => expect(seen.find((r) => r.method === method && r.path === path)).toBeDefined(),
        { timeout: 10_000 },
      );
      expect(
        seen.filter((r) => r.method === method && r.path === path).map((r) => r.body),
      ).toContain(body ?? '');
    },
  );

  const planned = (pathname: string, search = '') =>
    (
      startSessionCalls(sessionCallsPlan(''), pathname, `token=${SEEDED_TOKENS.demo}`, search) as {
        c: { m: string; u: string; b: string | null; r: Promise<unknown> }[];
      }
    ).c;

  it('go with the session’s calls for the page’s own address, in any language, a trailing slash too', async () => {
    for (const [route, method, path, body] of PAGE_CALLS) {
      for (const at of [hrefOf(route), `${hrefOf(route).replace('/en/', '/de/')}/`]) {
        const calls = planned(at);
        expect(calls).toHaveLength(SESSION_CALLS.length + 1);
        expect(calls.at(-1)).toMatchObject({
          m: method,
          u: `http://127.0.0.1:5317${path}`,
          b: body,
        });
        await Promise.all(calls.map((call) => call.r));
      }
    }
  });

  it('are not sent for an address with a query (another view), nor for another page', async () => {
    for (const [route] of PAGE_CALLS) {
      const calls = planned(hrefOf(route), '?page=2');
      expect(calls).toHaveLength(SESSION_CALLS.length);
      await Promise.all(calls.map((call) => call.r));
    }
    const home = planned('/en/home');
    expect(home).toHaveLength(SESSION_CALLS.length);
    await Promise.all(home.map((call) => call.r));
  });
});
