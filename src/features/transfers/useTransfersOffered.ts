import { useQuery } from '@tanstack/react-query';
import { errorStatus } from '@/api';
import { createTransfer } from '@/api/generated/transfers/transfers';
import type { CreateTransferRequest } from '@/api/generated/model';
import { newIdempotencyKey, withIdempotencyKey } from '@/api/idempotency';
import { isNotOffered } from '@/api/offered';
import { useAfterFirstPaint } from '@/lib/afterFirstPaint';
import { useIsAuthenticated } from '@/session';

/** Whether the backend offers transfers (call 50), as far as this page load knows. */
export type TransfersOffer = 'checking' | 'offered' | 'not-offered' | 'unknown';

const PROBE_KEY = ['transfers', 'offered'] as const;

/**
 * Call 50 is the only transfer call, so the probe is call 50 itself with an empty body: a backend
 * that offers transfers refuses it (422) and moves no money; one that does not answers 404 or 405.
 * The body is no transfer, so its key is never reused (a new one each probe).
 *
 * - 404, 405: not offered.
 * - No answer at all, or a 5xx: unknown. A gateway or a broken backend says nothing about the
 *   feature: it stays hidden, and the next page load asks again.
 * - Anything else (422, 400, 401, 403, even 2xx): the call exists, so transfers are offered.
 */
async function probe(): Promise<boolean> {
  try {
    await createTransfer({} as CreateTransferRequest, {
      // A background check: no global loader, and no dialog or notice when it fails (a failure
      // means "unknown", read below).
      quiet: true,
      ...withIdempotencyKey(newIdempotencyKey()),
    });
    return true;
  } catch (error) {
    if (isNotOffered(error)) return false;
    const status = errorStatus(error);
    if (status === undefined || status >= 500) throw error;
    return true;
  }
}

/**
 * The probe as a query: once per page load after sign-in, its answer kept for the session (the
 * cache is cleared at sign-out, so the next user asks again). It is never retried: a 404 stays
 * "not offered", and a failure ("unknown") is asked again by the next page load, not by every
 * component that mounts (`retryOnMount: false`). A 404 or 422 makes the HTTP client emit nothing
 * (no toast, no dialog), nor does a 5xx or no answer (`quiet`): the probe is no call of the client's.
 */
export function useTransfersOfferQuery() {
  const signedIn = useIsAuthenticated();
  // A background question: asked once the first page has painted, never before its content.
  const painted = useAfterFirstPaint();
  return useQuery({
    queryKey: PROBE_KEY,
    queryFn: probe,
    enabled: signedIn && painted,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}

/** Where the probe stands: while it is `checking` or `unknown`, nothing about transfers shows. */
export function useTransfersOffer(): TransfersOffer {
  const { data, isError } = useTransfersOfferQuery();
  if (data === true) return 'offered';
  if (data === false) return 'not-offered';
  return isError ? 'unknown' : 'checking';
}

/** True only once the backend has shown it offers transfers. */
export const useTransfersOffered = (): boolean => useTransfersOffer() === 'offered';
