import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetIpoHistoryQueryKey,
  getGetMyIpoQueryKey,
  getMyIpo,
  useGetIpoCalendar,
} from '@/api/generated/ipo/ipo';
import { getGetWalletsQueryKey, getWallets, useGetWallets } from '@/api/generated/wallets/wallets';
import type { Ipo } from '@/api/generated/model';
import { selectCalendar } from './tolerant';

/** The calendar (bare `Ipo[]`); also the source of lot sizes and company names for the other pages. */
export const useIpoCalendar = () => useGetIpoCalendar({ query: { select: selectCalendar } });

/** The IPO with this id from the calendar, if it is loaded and has it. */
export function findIpo(
  calendar: Ipo[] | undefined,
  id: number | null | undefined,
): Ipo | undefined {
  return id === null || id === undefined ? undefined : calendar?.find((ipo) => ipo.id === id);
}

/**
 * The main wallet's balance, the figure the sidebar shows (the first wallet of `wallets`): what a
 * subscription is judged against. Null while unknown (loading or failed).
 */
export function useMainBalance(): { balance: number | null; loading: boolean } {
  const wallets = useGetWallets();
  const balance = wallets.data?.[0]?.balance;
  return { balance: typeof balance === 'number' ? balance : null, loading: wallets.isPending };
}

/** Refetches a query that is on screen without the global loader; marks it stale either way. */
async function refreshQuietly(
  client: QueryClient,
  queryKey: QueryKey,
  fetch: (signal: AbortSignal) => Promise<unknown>,
) {
  await client.invalidateQueries({ queryKey, refetchType: 'none' });
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (query && query.getObserversCount() > 0) {
    await client.fetchQuery({ queryKey, queryFn: ({ signal }) => fetch(signal), staleTime: 0 });
  }
}

/**
 * After a buy or a sell: my IPOs, the wallets (and so the sidebar balance) and the order history
 * are refreshed. Like the trade itself these calls go without the global loader, so the page never
 * flashes "Loading…" after a purchase; lists not on screen are only marked stale.
 */
export function useRefreshAfterTrade(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    const quiet = { showLoader: false };
    await Promise.allSettled([
      refreshQuietly(client, getGetMyIpoQueryKey(), (signal) => getMyIpo(quiet, signal)),
      refreshQuietly(client, getGetWalletsQueryKey(), (signal) => getWallets(quiet, signal)),
      client.invalidateQueries({
        queryKey: getGetIpoHistoryQueryKey().slice(0, 2),
        refetchType: 'none',
      }),
    ]);
  }, [client]);
}
