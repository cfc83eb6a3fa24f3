import type { QueryClient } from '@tanstack/react-query';
import { resetUnauthorized } from '@/api/events';
import { isNetworkError } from '@/api/errors';
import { getClientInfo, logout as logoutCall } from '@/api/generated/session/session';
import type { User } from '@/api/generated/model';
import { selectUser } from '@/api/readers/user';
import { COOKIE, removeCookie } from '@/lib/cookies';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { announceLogout } from './crossTab';
import { getCurrentUser, isAuthenticated, keepUserCached, userQueryKey } from './user';

export type UserFetchOutcome = 'ok' | 'invalid' | 'offline';

/** Forgets the user and the token (and its cookie); the rest of the cache is left alone. */
function dropSession(queryClient: QueryClient): void {
  useSession.getState().clearToken();
  // Observers see "no user" at once; then the entry goes.
  queryClient.setQueryData<User | null>(userQueryKey(), null);
  queryClient.removeQueries({ queryKey: userQueryKey(), exact: true });
}

/**
 * Fetches the user into the cache. An answer with status `failed`, or an error response, clears
 * user, token and cookie ("invalid"); a request that got no response keeps the session ("offline").
 */
export async function fetchUser(queryClient: QueryClient): Promise<UserFetchOutcome> {
  keepUserCached(queryClient);
  try {
    const user = await queryClient.fetchQuery({
      queryKey: userQueryKey(),
      // Checked in every build: an answer that is not a user means "not signed in".
      queryFn: ({ signal }) => getClientInfo({}, undefined, signal).then(selectUser),
      staleTime: 0,
    });
    if (isAuthenticated(user)) return 'ok';
    dropSession(queryClient);
    return 'invalid';
  } catch (error) {
    if (isNetworkError(error)) return 'offline';
    dropSession(queryClient);
    return 'invalid';
  }
}

/**
 * Loads the account data a signed-in page opens with (./accountData): the trading accounts, the
 * wallets and the identity check. Imported here, not at the top: signed-out pages (the first load)
 * never need these calls, and one import keeps the sign-in page's code small.
 */
export async function loadAccountData(queryClient: QueryClient): Promise<void> {
  const { prefetchAccountData } = await import('./accountData');
  await prefetchAccountData(queryClient);
}

/** How long session restore waits for the account prefetch before the page renders anyway. */
export const RESTORE_PREFETCH_WAIT_MS = 2500;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Token-restore guard: a token but no user yet → fetch the user and the account data. Both go
 * out together (the account calls need the token, not the user): the first page waits for one
 * round trip instead of two. When the token turns out not to be a session, what the account
 * calls brought is dropped, so nothing of it is shown to whoever signs in next in this tab.
 */
export async function restoreSession(queryClient: QueryClient): Promise<UserFetchOutcome | 'none'> {
  const { token } = useSession.getState();
  if (!token || getCurrentUser(queryClient)) return 'none';
  const accountData = loadAccountData(queryClient).catch((error: unknown) =>
    console.error('Failed to load the account data', error),
  );
  const outcome = await fetchUser(queryClient);
  // The account data is worth a short wait (the first page then renders complete), never more: a
  // hanging call must not leave the app blank. The prefetch goes on; its queries show their state.
  if (outcome === 'ok') await Promise.race([accountData, wait(RESTORE_PREFETCH_WAIT_MS)]);
  else if (outcome === 'invalid')
    void accountData.then(async () =>
      (await import('./accountData')).forgetAccountData(queryClient),
    );
  return outcome;
}

/**
 * After a sign-in call answered with a token: save it (365 days with remember, else a session
 * cookie) and fetch the user. On success the 401 guard is armed again: this is the one place
 * that does it, so a new session can show "session expired" once more.
 */
export async function completeSignIn(
  queryClient: QueryClient,
  token: string,
  remember: boolean,
): Promise<UserFetchOutcome> {
  useSession.getState().saveToken(token, remember);
  const outcome = await fetchUser(queryClient);
  if (outcome === 'ok') {
    resetUnauthorized();
    void loadAccountData(queryClient);
  }
  return outcome;
}

/**
 * Forgets everything of the session on this tab (no server call): user and token, the welcome
 * flag (false, both cookies removed) and every cached query.
 */
export function clearLocalSession(queryClient: QueryClient): void {
  dropSession(queryClient); // user, token and the token cookie
  usePreferences.getState().setWelcomeMessageShown(false);
  removeCookie(COOKIE.welcomeMessageShown);
  queryClient.clear();
}

/**
 * Logout (specification §4): calls the server (its failure does not keep the user signed in),
 * clears user and token, sets welcomeMessageShown to false, removes both cookies, clears every
 * cached query and tells the other tabs. Navigating to sign-in is the caller's (`useSignOut`).
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  if (useSession.getState().token) {
    await logoutCall().catch((error: unknown) => console.error('Logout request failed', error));
  }
  clearLocalSession(queryClient);
  announceLogout();
}
