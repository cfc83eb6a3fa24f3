import type { QueryClient } from '@tanstack/react-query';
import { getClientInfo, getGetClientInfoQueryKey, logout as logoutCall } from '@/api/generated/session/session';
import { getGetTradingAccountListQueryOptions, getGetTradingAccountQueryOptions } from '@/api/generated/trading/trading';
import { getGetWalletsQueryOptions } from '@/api/generated/wallets/wallets';
import type { User } from '@/api/generated/model';
import { isNetworkError } from '@/api/errors';
import { COOKIE, readCookie, removeCookie, writeCookie } from '@/lib/cookies';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { usePreferences } from '@/stores/preferences';
import { isAuthenticated, useSession } from '@/stores/session';

export type UserFetchOutcome = 'ok' | 'invalid' | 'offline';

/**
 * Fetches the user into the session. An answer with status `failed`, or an error response, clears
 * user, token and cookie ("invalid"); a request that got no response keeps the session ("offline").
 */
export async function fetchUser(queryClient: QueryClient): Promise<UserFetchOutcome> {
  try {
    const user: User = await queryClient.fetchQuery({
      queryKey: getGetClientInfoQueryKey({}),
      queryFn: ({ signal }) => getClientInfo({}, undefined, signal),
      staleTime: 0,
    });
    if (!isAuthenticated(user)) {
      useSession.getState().clearSession();
      return 'invalid';
    }
    useSession.getState().setUser(user);
    return 'ok';
  } catch (error) {
    if (isNetworkError(error)) return 'offline';
    useSession.getState().clearSession();
    return 'invalid';
  }
}

/** Loads the primary trading account, the list and the wallets; failures are only logged. */
export async function loadAccountData(queryClient: QueryClient): Promise<void> {
  const log = (what: string) => (error: unknown) => console.error(`Failed to load ${what}`, error);
  await Promise.all([
    queryClient.prefetchQuery(getGetTradingAccountQueryOptions()).catch(log('trading account')),
    queryClient.prefetchQuery(getGetTradingAccountListQueryOptions()).catch(log('trading accounts')),
    queryClient.prefetchQuery(getGetWalletsQueryOptions()).catch(log('wallets')),
  ]);
}

/** Token-restore guard: a token but no user yet → fetch the user, then the account data. */
export async function restoreSession(queryClient: QueryClient): Promise<UserFetchOutcome | 'none'> {
  const { token, user } = useSession.getState();
  if (!token || user) return 'none';
  const outcome = await fetchUser(queryClient);
  if (outcome === 'ok') await loadAccountData(queryClient);
  return outcome;
}

/** After a sign-in call answered with a token: save it and fetch the user. */
export async function completeSignIn(
  queryClient: QueryClient,
  token: string,
  remember: boolean,
): Promise<UserFetchOutcome> {
  useSession.getState().saveToken(token, remember);
  const outcome = await fetchUser(queryClient);
  if (outcome === 'ok') void loadAccountData(queryClient);
  return outcome;
}

const channelName = 'cabinet-session';

/** Forgets everything of the session on this tab (no server call). */
export function clearLocalSession(queryClient: QueryClient): void {
  useSession.getState().clearSession();
  usePreferences.getState().setWelcomeMessageShown(false);
  removeCookie(COOKIE.token);
  removeCookie(COOKIE.welcomeMessageShown);
  queryClient.clear();
}

/**
 * Logout: calls the server (its failure does not keep the user signed in), clears user and token,
 * sets welcomeMessageShown to false, removes both cookies, clears every cached query and tells
 * the other tabs.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  if (useSession.getState().token) {
    await logoutCall().catch((error: unknown) => console.error('Logout request failed', error));
  }
  clearLocalSession(queryClient);
  sessionChannel()?.postMessage({ type: 'logout' });
}

let channel: BroadcastChannel | null | undefined;

/** One channel per page, kept open: closing right after posting could drop the message. */
function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    // No BroadcastChannel (old browser): other tabs notice on their next request (401).
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
  }
  return channel;
}

/** Calls `onLogout` when another tab logs out. Returns the unsubscribe function. */
export function onOtherTabLogout(onLogout: () => void): () => void {
  const listener = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'logout') onLogout();
  };
  const current = sessionChannel();
  current?.addEventListener('message', listener);
  return () => current?.removeEventListener('message', listener);
}

/** Remembers where an anonymous visitor wanted to go (full path with query and hash). */
export function rememberIntendedUrl(path: string): void {
  const safe = safeRedirectPath(path);
  if (safe) writeCookie(COOKIE.intendedUrl, safe);
}

/** The remembered destination, if it is a safe same-origin path; the cookie is consumed. */
export function consumeIntendedUrl(): string | null {
  const value = readCookie(COOKIE.intendedUrl);
  removeCookie(COOKIE.intendedUrl);
  return safeRedirectPath(value);
}
