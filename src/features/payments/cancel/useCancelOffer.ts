import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getTransaction } from '@/api/generated/transactions/transactions';
import { isNotOffered } from '@/api/offered';

/** Whether pending withdrawals can be cancelled online (call 52), as far as this page load knows. */
export type CancelOffer = 'checking' | 'offered' | 'not-offered' | 'unknown';

const OFFER_KEY = ['payments', 'cancel-offered'] as const;

/**
 * The backend cannot be asked whether it offers call 52 without cancelling something (a money
 * call is never a probe), so the cabinet asks call 53, its read-only sibling of the same part of
 * the contract ("the money loop"), about a withdrawal the list shows: an answer means the loop is
 * offered, a 404 (or 405) that it is not. A 404 from call 52 itself later takes the action away
 * for the rest of the session (`markCancelNotOffered`). No answer or a 5xx: unknown (hidden).
 */
async function ask(id: number): Promise<CancelOffer> {
  try {
    await getTransaction({ id }, { quiet: true });
    return 'offered';
  } catch (error) {
    return isNotOffered(error) ? 'not-offered' : 'unknown';
  }
}

/**
 * The offer, asked once a page load and only when a list shows a pending withdrawal (`probeId`,
 * one of them); `checking` while that answer is out, so the list can wait for it rather than
 * move its rows when the action appears.
 */
export function useCancelOffer(probeId: number | undefined): CancelOffer {
  const query = useQuery({
    queryKey: OFFER_KEY,
    queryFn: () => ask(probeId ?? 0),
    enabled: probeId !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
    meta: { beyondSpec: true },
  });
  return query.data ?? 'checking';
}

/** Call 52 answered 404: no cancel action anywhere for the rest of the session. */
export function markCancelNotOffered(queryClient: QueryClient): void {
  queryClient.setQueryData<CancelOffer>(OFFER_KEY, 'not-offered');
}
