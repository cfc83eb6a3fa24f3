import { useQuery } from '@tanstack/react-query';
import { getTransferLimits } from '@/api/generated/transfers/transfers';
import { isNotOffered } from '@/api/offered';
import { readTransferLimits, type TransferLimitsView } from '@/api/readers/transfer';
import { useAfterFirstPaint } from '@/lib/afterFirstPaint';
import { useCurrentUser, useIsAuthenticated } from '@/session';

/** Whether the backend offers transfers, as far as this session knows. */
export type TransfersOffer = 'checking' | 'offered' | 'not-offered' | 'unknown';

/** What call 51 told: the limits, "not offered", or nothing usable (no answer, a 5xx, unreadable). */
type Answer =
  { kind: 'offered'; limits: TransferLimitsView } | { kind: 'not-offered' } | { kind: 'unknown' };

const OFFER_KEY = ['transfers', 'limits'] as const;
const STORAGE_KEY = 'cabinet-transfers-offer';

/** The answer this tab's session already had for `user` (a reload asks no second time). */
function remembered(user: number | undefined): Answer | undefined {
  if (user === undefined) return undefined;
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      user?: unknown;
      limits?: unknown;
    } | null;
    if (stored?.user !== user) return undefined;
    if (stored.limits === null) return { kind: 'not-offered' };
    return { kind: 'offered', limits: readTransferLimits(stored.limits) };
  } catch {
    return undefined;
  }
}

function remember(user: number | undefined, answer: Answer): void {
  if (user === undefined || answer.kind === 'unknown') return;
  try {
    const limits =
      answer.kind === 'offered'
        ? { min_amount: answer.limits.min, max_amount: answer.limits.max }
        : null;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ user, limits }));
  } catch {
    // Storage blocked or full: the next page load asks again.
  }
}

/**
 * Call 51 is read-only: a backend that offers transfers answers the limits, one that does not
 * answers 404 (or 405). Nothing else ever goes to call 50 but a transfer the client confirmed.
 * No answer, a 5xx or an unreadable answer say nothing about the feature: "unknown", hidden, and
 * asked again by the next page load. None of them is an error of the page (nothing logged, no
 * dialog or notice: `quiet`), since the client asked for none of this.
 */
async function askLimits(): Promise<Answer> {
  try {
    return {
      kind: 'offered',
      limits: readTransferLimits(await getTransferLimits({ quiet: true })),
    };
  } catch (error) {
    return isNotOffered(error) ? { kind: 'not-offered' } : { kind: 'unknown' };
  }
}

/**
 * Call 51 as a query: asked at most once a session (a known answer is kept in the tab's
 * sessionStorage for the signed-in user, so a reload does not ask again; the query cache is
 * cleared at sign-out), and only once the first page has painted, never before its content.
 * `refetch` asks again (the transfer page's retry after no answer).
 */
export function useTransfersOfferQuery() {
  const signedIn = useIsAuthenticated();
  const user = useCurrentUser()?.id;
  const painted = useAfterFirstPaint();
  const known = remembered(user);
  return useQuery({
    queryKey: OFFER_KEY,
    queryFn: async () => {
      const answer = await askLimits();
      remember(user, answer);
      return answer;
    },
    initialData: known,
    enabled: signedIn && painted && user !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
    meta: { beyondSpec: true },
  });
}

/** Where the question stands: while it is `checking` or `unknown`, nothing about transfers shows. */
export function useTransfersOffer(): TransfersOffer {
  const { data } = useTransfersOfferQuery();
  if (!data) return 'checking';
  return data.kind;
}

/** True only once the backend has shown it offers transfers. */
export const useTransfersOffered = (): boolean => useTransfersOffer() === 'offered';

/** The limits of one transfer, once the backend told them. */
export function useTransferLimits(): TransferLimitsView | undefined {
  const { data } = useTransfersOfferQuery();
  return data?.kind === 'offered' ? data.limits : undefined;
}
