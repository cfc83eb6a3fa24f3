import { useQuery } from '@tanstack/react-query';
import { getClientInfo } from '@/api/generated/session/session';
import { selectUser } from '@/api/readers/user';
import { userQueryKey } from '@/session';

/**
 * The signed-in user for the account pages: the session's cached copy (no request), fetched only
 * when the cache has none, so the page has a loading and an error state of its own.
 */
export function useAccountUser() {
  return useQuery({
    queryKey: userQueryKey(),
    queryFn: ({ signal }) => getClientInfo({}, undefined, signal).then(selectUser),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
