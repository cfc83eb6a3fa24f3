import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '@/app/queryClient';
import { routes } from '@/app/router/routes';
import { themes } from '@/design-system/theme';
import { loadMessages } from '@/i18n/loadMessages';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { usePreferences } from '@/stores/preferences';
import { getCurrentUser } from '@/session';
import { useSession } from '@/stores/session';
import { clearWhenSettled, messagesOf } from '../utils/render';
import { silenceExpected } from '../utils/console';

type Role = 'client' | 'investor' | 'admin';

const user = (role: Role, status = 'active') => ({
  id: 7,
  first_name: 'Ada',
  second_name: 'Lovelace',
  email: 'ada@example.com',
  status,
  role,
  avatar_url: null,
  language_cabinet: 'en',
  email_verified_at: '2026-01-01T00:00:00Z',
});

const tradingAccount = {
  id: 1,
  login: '100200',
  currency: { id: 1, name: 'US Dollar' },
  balance: 25000,
  equity: 25100,
  leverage: '1:100',
  server: 'Demo-1',
  created_at: '2026-01-01T00:00:00Z',
};

/**
 * A signed-in backend for `role`; counts client-info calls. The calls not answered here
 * (transactions, articles, the identity check…) reach the demo backend, which is told the token:
 * otherwise they answer 401 and sign the user out while the test looks at the page.
 */
function signedInAs(role: Role, status = 'active') {
  const calls = { clientInfo: 0 };
  const db = getDb();
  db.tokens.push({ ...db.tokens[0]!, token: 'token-123' });
  Cookies.set('token', 'token-123');
  useSession.getState().hydrate();
  server.use(
    http.post('*/api/client-info', () => {
      calls.clientInfo += 1;
      return HttpResponse.json(user(role, status));
    }),
    http.post('*/api/wallets', () =>
      HttpResponse.json([{ id: 1, currency: 'USD', balance: 12345.6, name: 'Main wallet' }]),
    ),
    http.post('*/api/trading-account', () => HttpResponse.json({ data: tradingAccount })),
    http.post('*/api/trading-account/list', () => HttpResponse.json({ data: [tradingAccount] })),
    http.post('*/api/logout', () => new HttpResponse(null, { status: 204 })),
  );
  return calls;
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const locale = usePreferences.getState().locale;
  render(
    <ThemeProvider theme={themes['light-theme']}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale={locale} defaultLocale="en" messages={messagesOf(locale)}>
          <RouterProvider router={router} />
        </IntlProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

const settledAt = async (router: ReturnType<typeof renderAt>, pathname: string) =>
  waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe(pathname);
  });

/** Every lazy route module of the tree. */
const lazyRoutes = (tree: RouteObject[]): (() => Promise<unknown>)[] =>
  tree.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route.lazy as () => Promise<unknown>] : []),
    ...lazyRoutes(route.children ?? []),
  ]);

// The first import of a page module or catalogue transforms it (often over a second on a busy
// machine): do that once up front, so each test waits for routing only, within the default timeouts.
beforeAll(async () => {
  await Promise.all([
    ...lazyRoutes(routes).map((load) => load()),
    ...(['en', 'de', 'fi'] as const).map((locale) => loadMessages(locale)),
  ]);
  // Every page module, transformed on first import: seconds on a busy machine (tests/app/frame.test.tsx);
  // its limit is vitest.config.ts's `every-page` project.
});
afterEach(() => clearWhenSettled(queryClient));

describe('routes and guards', () => {
  // What these tests make fail on purpose; what the page shows is asserted.
  silenceExpected(/^Failed to load /, /No `HydrateFallback` element/);
  it('sends / to the sign-in page of the default locale', async () => {
    const router = renderAt('/');
    await settledAt(router, '/en/login');
  });

  it('prepends the current locale to a path without a prefix', async () => {
    const router = renderAt('/register?ref=mail');
    await settledAt(router, '/en/register');
    expect(router.state.location.search).toBe('?ref=mail');
  });

  it('lets a first-time visitor adopt a supported prefix', async () => {
    const router = renderAt('/de/login');
    await settledAt(router, '/de/login');
    expect(usePreferences.getState().locale).toBe('de');
    expect(Cookies.get('locale')).toBe('de');
  });

  it('rewrites another prefix to the stored locale', async () => {
    Cookies.set('locale', 'fi');
    usePreferences.getState().hydrate();
    const router = renderAt('/de/register');
    await settledAt(router, '/fi/register');
  });

  it('sends an anonymous visitor to sign-in and remembers the full path', async () => {
    const router = renderAt('/en/transactions?page=2');
    await settledAt(router, '/en/login');
    expect(Cookies.get('intended_url')).toBe('/en/transactions?page=2');
  });

  it('restores the session from the token cookie and opens the page', async () => {
    const calls = signedInAs('client');
    const router = renderAt('/en/home');
    await settledAt(router, '/en/home');
    expect(calls.clientInfo).toBe(1);
    await waitFor(() => expect(getCurrentUser(queryClient)?.first_name).toBe('Ada'));
  });

  it('sends a signed-in user away from guest pages to home', async () => {
    signedInAs('client');
    const router = renderAt('/en/login');
    await settledAt(router, '/en/home');
  });

  it('clears the session when the user comes back with status failed', async () => {
    signedInAs('client', 'failed');
    const router = renderAt('/en/home');
    await settledAt(router, '/en/login');
    expect(useSession.getState().token).toBeNull();
    expect(getCurrentUser(queryClient)).toBeNull();
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('clears the session when the user fetch answers with an error', async () => {
    Cookies.set('token', 'expired');
    useSession.getState().hydrate();
    server.use(
      http.post('*/api/client-info', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const router = renderAt('/en/profile');
    await settledAt(router, '/en/login');
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('keeps the session and the page when the network is down, and restores it once back', async () => {
    Cookies.set('token', 'kept');
    useSession.getState().hydrate();
    // Offline: no call gets an answer (a 401 from one of them would sign the user out).
    server.use(http.all('*/api/*', () => HttpResponse.error()));
    const router = renderAt('/en/home');
    await settledAt(router, '/en/home');
    expect(Cookies.get('token')).toBe('kept');
    expect(useSession.getState().token).toBe('kept');
    const slow = { timeout: 10_000 };
    expect(
      await screen.findByText(/Our server cannot be reached/, undefined, slow),
    ).toBeInTheDocument();

    server.resetHandlers();
    signedInAs('client');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(getCurrentUser(queryClient)?.first_name).toBe('Ada'), slow);
    await waitFor(
      () => expect(screen.queryByText(/Our server cannot be reached/)).toBeNull(),
      slow,
    );
    expect(router.state.location.pathname).toBe('/en/home');
  });

  it('titles the transfer page only once the backend offers transfers, "Page not found" when not', async () => {
    signedInAs('client');
    server.use(http.post('*/api/transfer/limits', () => new HttpResponse(null, { status: 404 })));
    const router = renderAt('/en/transfer');
    await settledAt(router, '/en/transfer');
    // The transfer page's code, then call 51's 404: seconds on a busy machine.
    const slow = { timeout: 10_000 };
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, slow),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Page not found · /), slow);
    expect(document.title).not.toMatch(/Transfer/);
  });

  it('titles the transfer page "Transfer" when the backend offers transfers', async () => {
    signedInAs('client');
    let transfers = 0;
    server.use(
      http.post('*/api/transfer/limits', () =>
        HttpResponse.json({ min_amount: 1, max_amount: null }),
      ),
      http.post('*/api/transfer/create', () => {
        transfers += 1;
        return HttpResponse.json({ message: 'Unexpected.' }, { status: 500 });
      }),
    );
    const router = renderAt('/en/transfer');
    await settledAt(router, '/en/transfer');
    const slow = { timeout: 10_000 };
    expect(await screen.findByRole('heading', { level: 1, name: 'Transfer' }, slow)).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Transfer · /), slow);
    // Call 51 told it; nothing went to call 50.
    expect(transfers).toBe(0);
  });

  it('limits the investor area to investors and admins', async () => {
    signedInAs('client');
    const router = renderAt('/en/investor');
    await settledAt(router, '/en/unauthorized');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('keeps a role-restricted page under the offline notice when the user cannot be fetched, never "Access denied"', async () => {
    Cookies.set('token', 'kept');
    useSession.getState().hydrate();
    server.use(http.post('*/api/client-info', () => HttpResponse.error()));
    const router = renderAt('/en/investor');
    await settledAt(router, '/en/investor');
    const slow = { timeout: 10_000 };
    expect(
      await screen.findByText(/Our server cannot be reached/, undefined, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access denied' })).toBeNull();
    expect(useSession.getState().token).toBe('kept');

    // Back online as a client: the role is checked again, now with the user known.
    server.resetHandlers();
    signedInAs('client');
    window.dispatchEvent(new Event('online'));
    await settledAt(router, '/en/unauthorized');
  });

  it('opens the investor area for an investor', async () => {
    signedInAs('investor');
    const router = renderAt('/en/investor');
    await settledAt(router, '/en/investor');
  });

  it.each([
    ['/en/wallet', '/en/wallet/wallets'],
    ['/en/trading-account', '/en/trading-account/accounts'],
    ['/en/ipo', '/en/ipo/calendar'],
    ['/en/settings', '/en/settings/profile'],
  ])('redirects the bare path %s to %s', async (from, to) => {
    signedInAs('client');
    const router = renderAt(from);
    await settledAt(router, to);
  });

  it('shows the 404 page for an unknown path', async () => {
    const router = renderAt('/en/no-such-page');
    await settledAt(router, '/en/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
