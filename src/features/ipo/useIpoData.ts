import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetIpoHistoryQueryKey,
  getGetMyIpoQueryKey,
  getMyIpo,
  useGetIpoCalendar,
} from '@/api/generated/ipo/ipo';
import {
  getGetWalletsInfoQueryKey,
  getGetWalletsQueryKey,
  getWallets,
  useGetWallets,
  useGetWalletsInfo,
} from '@/api/generated/wallets/wallets';
import { getGetTransactionsQueryKey } from '@/api/generated/transactions/transactions';
import type { Ipo } from '@/api/generated/model';
import { selectCalendar } from '@/api/readers/ipo';
import { selectWalletInfo, selectWallets } from '@/api/readers/wallet';
import { money, type Money } from '@/lib/money';

/** The calendar (bare `Ipo[]`); also the source of lot sizes and company names for the other pages. */
export const useIpoCalendar = () => useGetIpoCalendar({ query: { select: selectCalendar } });

/** The IPO with this id from the calendar, if it is loaded and has it. */
export function findIpo(
  calendar: Ipo[] | undefined,
  id: number | null | undefined,
): Ipo | undefined {
  return id === null || id === undefined ? undefined : calendar?.find((ipo) => ipo.id === id);
}

/** What the main wallet can pay now, as the Buy dialog shows it. */
export interface MainAvailable {
  /** `WalletInfo.available` (never above the balance), in the wallet's currency; null unless ready. */
  available: Money | null;
  /** `failed`: the wallets or the wallet's figures could not be read; `retry` asks again. */
  state: 'loading' | 'ready' | 'failed' | 'none';
  retry: () => void;
}

/**
 * What a subscription can be paid from: the main wallet (the first of `wallets`), its `available`
 * from `wallets-info` (the balance less what pending withdrawals and subscriptions hold). Nothing
 * is claimed until that arrives, and nothing when it cannot be read: the balance never stands in
 * for what is available. The query's `select` returns the whole figures (an object): a bare NaN
 * would never equal itself, and React Query would report a new result on every render.
 */
export function useMainAvailable(): MainAvailable {
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const main = wallets.data?.[0];
  const info = useGetWalletsInfo(
    { wallet_id: main?.id ?? 0 },
    { query: { enabled: main !== undefined, select: selectWalletInfo } },
  );
  const retry = () => void (wallets.isError ? wallets.refetch() : info.refetch());
  // A retry in flight shows as loading; its failure as failed again.
  const failed = (query: { isError: boolean; isFetching: boolean }) =>
    query.isError && !query.isFetching;
  if (failed(wallets) || failed(info)) return { available: null, state: 'failed', retry };
  if (wallets.isSuccess && !main) return { available: null, state: 'none', retry };
  if (!main || !info.data) return { available: null, state: 'loading', retry };
  const { available } = info.data;
  const balance = main.balance.amount;
  const amount = Number.isFinite(balance) ? Math.min(balance, available.amount) : available.amount;
  return { available: money(amount, available.currency), state: 'ready', retry };
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
 * After a buy or a sell: my IPOs, the wallets (and so the sidebar balance), the order history and
 * the transactions are refreshed. Like the trade itself these calls go without the global loader,
 * so the page never flashes "Loading…" after a purchase; lists not on screen are only marked stale.
 */
export function useRefreshAfterTrade(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    const quiet = { showLoader: false };
    await Promise.allSettled([
      refreshQuietly(client, getGetMyIpoQueryKey(), (signal) => getMyIpo(quiet, signal)),
      refreshQuietly(client, getGetWalletsQueryKey(), (signal) => getWallets(quiet, signal)),
      // What the main wallet has available changes with every order.
      client.invalidateQueries({ queryKey: getGetWalletsInfoQueryKey().slice(0, 2) }),
      client.invalidateQueries({
        queryKey: getGetIpoHistoryQueryKey().slice(0, 2),
        refetchType: 'none',
      }),
      // The order is a transaction of the wallet (`ipo_buy`, `ipo_sell`): home's last
      // transactions and the transactions page read it at their next showing, not 30 s later.
      client.invalidateQueries({
        queryKey: getGetTransactionsQueryKey().slice(0, 2),
        refetchType: 'none',
      }),
    ]);
  }, [client]);
}
