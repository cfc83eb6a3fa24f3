import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getGetClientInfoResponseMock } from '@/api/generated/session/session.msw';
import { getDb, SEEDED_TOKENS } from '@/mocks/db';
import { server } from '@/mocks/node';
import {
  getCurrentUser,
  keepUserCached,
  userQueryKey,
  useSignOut,
  type SignOutOptions,
} from '@/session';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { createTestQueryClient } from '../utils/render';

/** A signed-in tab: the demo user's token (cookie and store), the user and some data cached. */
function signedIn() {
  useSession.getState().saveToken(SEEDED_TOKENS.demo, false);
  Cookies.set('welcomeMessageShown', 'true', { path: '/' });
  const queryClient = createTestQueryClient();
  keepUserCached(queryClient);
  queryClient.setQueryData(userQueryKey(), getGetClientInfoResponseMock());
  queryClient.setQueryData(['wallets'], [{ id: 1 }]);
  return queryClient;
}

/** Counts the logout calls the server gets (and lets them through to the demo backend). */
function watchLogout() {
  const calls: Request[] = [];
  server.use(
    http.post('*/api/logout', ({ request }) => {
      calls.push(request.clone());
      return undefined;
    }),
  );
  return calls;
}

function renderSignOut(options?: SignOutOptions) {
  const queryClient = signedIn();
  const location: { current: Location | null } = { current: null };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/de/wallet?tab=usd']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      location.current = useLocation();
      return useSignOut();
    },
    { wrapper },
  );
  const signOut = () => act(() => result.current(options));
  return { queryClient, location, signOut };
}

const expectSignedOut = (queryClient: ReturnType<typeof signedIn>) => {
  expect(useSession.getState().token).toBeNull();
  expect(Cookies.get('token')).toBeUndefined();
  expect(Cookies.get('welcomeMessageShown')).toBeUndefined();
  expect(getCurrentUser(queryClient)).toBeNull();
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
};

describe('useSignOut', () => {
  it('logs out on the server once, forgets token, user and cache, and goes to sign-in in the locale', async () => {
    usePreferences.getState().setLocale('de');
    const logouts = watchLogout();
    const { queryClient, location, signOut } = renderSignOut();
    await signOut();

    expect(logouts).toHaveLength(1);
    expect(logouts[0]!.headers.get('authorization')).toBe(`Bearer ${SEEDED_TOKENS.demo}`);
    // The server really ended that session: its token is gone.
    expect(getDb().tokens.some((row) => row.token === SEEDED_TOKENS.demo)).toBe(false);
    expectSignedOut(queryClient);
    expect(location.current?.pathname).toBe('/de/login');
  });

  it('stays where it is with `redirect: false`', async () => {
    const logouts = watchLogout();
    const { queryClient, location, signOut } = renderSignOut({ redirect: false });
    await signOut();

    expect(logouts).toHaveLength(1);
    expectSignedOut(queryClient);
    expect(location.current?.pathname).toBe('/de/wallet');
    expect(location.current?.search).toBe('?tab=usd');
  });

  it('makes no server call with `scope: local`, but signs out this tab all the same', async () => {
    const logouts = watchLogout();
    const { queryClient, location, signOut } = renderSignOut({ scope: 'local' });
    await signOut();

    expect(logouts).toHaveLength(0);
    expect(getDb().tokens.some((row) => row.token === SEEDED_TOKENS.demo)).toBe(true);
    expectSignedOut(queryClient);
    expect(location.current?.pathname).toBe('/en/login');
  });
});
