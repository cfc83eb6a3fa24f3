import { useQuery } from '@tanstack/react-query';
import { errorStatus } from '@/api/errors';
import { getStatement } from '@/api/generated/transactions/transactions';
import { isNotOffered } from '@/api/offered';
import { useIsAuthenticated } from '@/session';
import { todayOf } from './period';

const PROBE_KEY = ['statement', 'offered'] as const;

/**
 * Call 54 is read-only, so the question "are statements offered?" is a statement itself: today's,
 * of the client's first wallet (a few rows at most).
 *
 * - 404, 405: not offered.
 * - No answer, or a 5xx: unknown, so hidden; the next page load asks again.
 * - Anything else (2xx, even a 422): the call exists.
 */
async function probe(walletId: number): Promise<boolean> {
  const today = todayOf();
  try {
    // A background check: no loader, and no dialog or notice when it fails.
    await getStatement({ wallet_id: walletId, from: today, to: today }, { quiet: true });
    return true;
  } catch (error) {
    if (isNotOffered(error)) return false;
    const status = errorStatus(error);
    if (status === undefined || status >= 500) throw error;
    return true;
  }
}

/**
 * Whether the backend offers statements (call 54), asked once a page load by the first page that
 * can offer one (with the first wallet's id) and kept for the session: `asking` until it answers,
 * then `offered` or `no` (not offered, or the answer said nothing: the feature then leaves no
 * trace).
 */
export function useStatementOffered(walletId: number | undefined): 'asking' | 'offered' | 'no' {
  const enabled = useIsAuthenticated() && walletId !== undefined;
  const { data, isPending } = useQuery({
    queryKey: PROBE_KEY,
    queryFn: () => probe(walletId!),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
  if (data === true) return 'offered';
  return enabled && isPending ? 'asking' : 'no';
}
