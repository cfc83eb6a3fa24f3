import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { getGetVerificationQueryOptions } from '@/api/generated/settings/settings';
import {
  getGetTradingAccountListQueryOptions,
  getGetTradingAccountQueryOptions,
} from '@/api/generated/trading/trading';
import { getGetWalletsQueryOptions } from '@/api/generated/wallets/wallets';

/**
 * The generated options without the abort signal. A query whose function reads the signal is
 * cancelled when its last observer goes, and the signed-in layout's observers come and go while
 * it mounts (React's development double mount, a page transition): the session's own load would
 * then be cancelled and sent again. Without the signal it runs once and the layout shares it.
 */
function unabortable<O extends { queryFn?: unknown }>(options: O): O {
  const { queryFn } = options;
  if (typeof queryFn !== 'function') return options;
  // Never spread the context: reading its `signal` getter is what marks the query abortable.
  return {
    ...options,
    queryFn: ({ queryKey }: { queryKey: unknown }) =>
      (queryFn as (c: object) => unknown)({ queryKey }),
  };
}

/**
 * The account data a signed-in page opens with, each with what a failure logs. The identity check
 * loads in the background, as the notice asks for it (no global loader).
 */
const accountQueries = () =>
  [
    ['trading account', getGetTradingAccountQueryOptions()],
    ['trading accounts', getGetTradingAccountListQueryOptions()],
    ['wallets', getGetWalletsQueryOptions()],
    ['verification', getGetVerificationQueryOptions({ request: { showLoader: false } })],
  ] as const;

/**
 * Loads the primary trading account, the list and the wallets, once each, and the identity check's
 * state; failures are only logged. The identity check is the signed-in layout's notice (a rejected
 * or pending check, on every page): known before the first page paints, the notice is there from
 * the start instead of arriving later and pushing the page down (a layout shift).
 */
export async function prefetchAccountData(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    accountQueries().map(([what, options]) =>
      queryClient
        .prefetchQuery(unabortable(options) as FetchQueryOptions)
        .catch((error: unknown) => console.error(`Failed to load ${what}`, error)),
    ),
  );
}

/** Drops what prefetchAccountData cached (a restored token that was no session after all). */
export function forgetAccountData(queryClient: QueryClient): void {
  for (const [, options] of accountQueries())
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
}
