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

/** `available` of a `wallets-info` answer: what can leave the wallet now (NaN when it says none). */
const availableOf = (answer: unknown): number => selectWalletInfo(answer).available.amount;

/**
 * What a subscription can be paid from: the main wallet (the first of `wallets`) in its currency,
 * its `available` from `wallets-info` (the balance less what pending withdrawals and subscriptions
 * hold). Loading until that arrives: the balance is not shown as available in the meantime (it
 * would change under the client's eyes); only when `wallets-info` fails does the balance stand
 * in. Null when unknown (failed, unreadable).
 */
export function useMainBalance(): { balance: Money | null; loading: boolean } {
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const main = wallets.data?.[0];
  const value = main?.balance.amount ?? Number.NaN;
  const currency = main?.currency ?? '';
  const info = useGetWalletsInfo(
    { wallet_id: main?.id ?? 0 },
    { query: { enabled: main !== undefined, select: availableOf } },
  );
  const available = info.data ?? Number.NaN;
  const spendable = Number.isFinite(available) ? Math.min(value, available) : value;
  const loading = wallets.isPending || (main !== undefined && info.isPending);
  return {
    balance: !loading && Number.isFinite(spendable) && currency ? money(spendable, currency) : null,
    loading,
  };
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
