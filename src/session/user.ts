import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getClientInfo, getGetClientInfoQueryKey } from '@/api/generated/session/session';
import type { User } from '@/api/generated/model';
import { selectUser } from '@/api/readers/user';

/**
 * The signed-in user has one owner: the query cache, under the key of `client-info`. Nothing
 * copies it into a store; guards read it with `getCurrentUser`, components with `useCurrentUser`.
 */
export const userQueryKey = () => getGetClientInfoQueryKey({});

/** Authenticated means a user exists and its status is not `failed`. */
export const isAuthenticated = (user: User | null | undefined): user is User =>
  !!user && user.status !== 'failed';

/** The cached user (no request), or null. */
export function getCurrentUser(queryClient: QueryClient): User | null {
  return queryClient.getQueryData<User>(userQueryKey()) ?? null;
}

/**
 * The session's user stays cached for the whole session: it is only fetched by the session code
 * (sign-in, restore) and dropped at logout, never garbage-collected or refetched behind its back.
 */
export function keepUserCached(queryClient: QueryClient): void {
  queryClient.setQueryDefaults(userQueryKey(), { gcTime: Infinity, staleTime: Infinity });
}

/** The signed-in user from the cache (re-renders when it changes); never starts a request. */
export function useCurrentUser(): User | null {
  const { data } = useQuery({
    queryKey: userQueryKey(),
    queryFn: ({ signal }) => getClientInfo({}, undefined, signal).then(selectUser),
    enabled: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data ?? null;
}

/** True while an authenticated user is signed in. */
export const useIsAuthenticated = (): boolean => isAuthenticated(useCurrentUser());
