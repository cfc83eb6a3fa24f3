import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorStatus } from '@/api/errors';
import { useGetTransaction } from '@/api/generated/transactions/transactions';
import { getGetWalletsQueryKey } from '@/api/generated/wallets/wallets';
import { selectTransactionData } from '@/api/readers/transaction';
import { isRecord } from '@/lib/tolerant';
import { FOLLOW_MS, nextPoll } from './pollSchedule';

/** `?transaction=` as the provider appends it: a positive integer, else null (nothing to look up). */
export const readTransactionParam = (value: string | null): number | null =>
  value !== null && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** The status of a raw call 53 answer in the cache (the query's `select` reads it for the page). */
const statusOf = (answer: unknown): unknown =>
  isRecord(answer) && isRecord(answer.data) ? answer.data.status : undefined;

/**
 * The deposit `id` as call 53 tells it, asked again while it is pending: every few seconds at
 * first, less often later, and not after `FOLLOW_MS` (`late` then). A reload starts afresh from
 * the address. A 404 (not the client's, or no such call) is "not found" and never asked again; a
 * failed question keeps what the page showed and asks again at the next step.
 */
export function useDepositStatus(id: number | null) {
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => Date.now());
  const [late, setLate] = useState(false);
  const query = useGetTransaction(
    { id: id ?? 0 },
    {
      query: {
        enabled: id !== null,
        select: selectTransactionData,
        staleTime: 0,
        meta: { beyondSpec: true },
        refetchInterval: (current) => {
          if (errorStatus(current.state.error) === 404) return false;
          const status = statusOf(current.state.data);
          if (status !== undefined && status !== 'pending') return false;
          return nextPoll(Date.now() - startedAt);
        },
      },
    },
  );
  const status = query.data?.status;
  const pending = status === 'pending';

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(
      () => setLate(true),
      Math.max(0, FOLLOW_MS - (Date.now() - startedAt)),
    );
    return () => clearTimeout(timer);
  }, [pending, startedAt]);

  // Settled: the balances and lists that show this money are asked afresh (the sidebar too).
  useEffect(() => {
    if (status === undefined || status === 'pending') return;
    void queryClient.invalidateQueries({ queryKey: getGetWalletsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: ['POST', '/api/wallets-info'] });
    void queryClient.invalidateQueries({ queryKey: ['POST', '/api/transactions'] });
  }, [status, queryClient]);

  return {
    query,
    notFound: id === null || errorStatus(query.error) === 404,
    /** Still pending after the page stopped following it. */
    late: pending && late,
  };
}
