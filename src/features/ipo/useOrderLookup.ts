import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getIpoHistory } from '@/api/generated/ipo/ipo';
import type { IpoOrder, IpoTradeRequest } from '@/api/generated/model';
import { ensureQueryDataWithin } from '@/api/queryWithin';
import { selectIpoHistory } from '@/api/readers/ipo';

/** The newest orders: where a new one shows first. */
const NEWEST = { page: 1, per_page: 10 };
const quiet = { showLoader: false };
/** How long an order waits for the first reading before it goes without one. */
const BEFORE_WAIT_MS = 3000;

/** What looking up an order whose answer was lost found. */
export type LookupResult =
  | { kind: 'found'; order: IpoOrder }
  /** The orders were read and this one is not among them (yet). */
  | { kind: 'notFound' }
  /** The orders could not be read, or not compared with those before the order. */
  | { kind: 'failed' };

/** The ids of the newest orders, as `ipo/history` answers them. */
const newestIds = (signal?: AbortSignal) =>
  getIpoHistory(NEWEST, quiet, signal).then((answer) =>
    selectIpoHistory(answer).data.map((order) => order.id),
  );

/**
 * Finds the order a lost answer was about in the client's own orders (`ipo/history`). The newest
 * orders are read when the dialog opens (an order waits briefly for that reading); after a lost
 * answer they are read again, and an order that is new since then and is this request (side,
 * stock, quantity) is the one that arrived. Without the first reading nothing can be told apart
 * from an older identical order: the lookup says so rather than guess.
 */
export function useOrderLookup(side: IpoOrder['side']) {
  const client = useQueryClient();
  const before = {
    queryKey: ['ipo', 'orders-before-trade', side],
    queryFn: ({ signal }: { signal: AbortSignal }) => newestIds(signal),
    // Read once per dialog: the state before the order, not a list to keep fresh.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  };
  const reading = useQuery(before);

  return {
    /** Resolves once the first reading is there (or failed, or took too long). */
    ready: async (): Promise<void> => {
      if (reading.data || reading.isError) return;
      await ensureQueryDataWithin(client, before, BEFORE_WAIT_MS);
    },
    lookUp: async (request: IpoTradeRequest): Promise<LookupResult> => {
      const known = client.getQueryData<number[]>(before.queryKey);
      if (!known) return { kind: 'failed' };
      try {
        const seen = new Set(known);
        const page = selectIpoHistory(await getIpoHistory(NEWEST, quiet)).data;
        const order = page.find(
          (row) =>
            !seen.has(row.id) &&
            row.side === side &&
            row.stock_id === request.stock_id &&
            row.quantity === request.quantity,
        );
        return order ? { kind: 'found', order } : { kind: 'notFound' };
      } catch {
        return { kind: 'failed' };
      }
    },
  };
}
