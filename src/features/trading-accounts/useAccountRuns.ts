import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TradingAccount } from '@/api/generated/model';
import {
  getGetTradingAccountListQueryKey,
  getGetTradingAccountQueryKey,
  useGetTradingAccountPositions,
} from '@/api/generated/trading/trading';
import { isNotOffered } from '@/api/offered';
import { positionsSelector, type AccountView } from '@/api/readers/tradingAccount';

/** The account's state beyond the specification came with it (a backend that offers 55–57). */
export const sentRuns = (account: AccountView): boolean =>
  account.margin !== undefined ||
  account.margin_level !== undefined ||
  account.leverage_options !== undefined;

/** The leverages the account may be changed to: its options, when there is one besides its own. */
export const leverageChoices = (account: AccountView): string[] | null => {
  const options = account.leverage_options ?? [];
  return options.some((option) => option !== account.leverage) ? options : null;
};

/**
 * An account's open positions (call 55), read again whenever the page regains focus, and whether
 * the backend offers calls 55–57 at all: yes when the account came with their fields or call 55
 * answered; no when call 55 answered 404 or 405 (then nothing of them shows). While neither is
 * known (`offered` null) the page shows nothing of them either, so a backend without them never
 * sees a section appear and vanish.
 */
export function useAccountRuns(account: AccountView) {
  const select = useMemo(() => positionsSelector(account.currency.code), [account.currency.code]);
  const positions = useGetTradingAccountPositions(
    { account_id: account.id },
    {
      query: {
        select,
        // A 404 is an answer ("not offered"): logged nowhere and not asked again on focus.
        meta: { beyondSpec: true },
        refetchOnWindowFocus: (query) => (isNotOffered(query.state.error) ? false : 'always'),
      },
    },
  );
  const notOffered = isNotOffered(positions.error);
  const offered: boolean | null = notOffered
    ? false
    : sentRuns(account) || positions.isSuccess
      ? true
      : null;
  return { positions, offered };
}

/**
 * Puts an account as call 56 answered it wherever the app keeps it (the list behind the cards,
 * the detail and the frame; the primary account of home), so every figure changes at once.
 */
export function replaceAccount(client: QueryClient, answer: { data: TradingAccount }): void {
  const account = answer.data;
  client.setQueryData<{ data: TradingAccount[] }>(getGetTradingAccountListQueryKey(), (list) =>
    list && Array.isArray(list.data)
      ? { ...list, data: list.data.map((row) => (row.id === account.id ? account : row)) }
      : list,
  );
  client.setQueryData<{ data: TradingAccount }>(getGetTradingAccountQueryKey(), (primary) =>
    primary?.data?.id === account.id ? { ...primary, data: account } : primary,
  );
}

/** `replaceAccount` bound to the page's query client. */
export function useReplaceAccount(): (answer: { data: TradingAccount }) => void {
  const client = useQueryClient();
  return (answer) => replaceAccount(client, answer);
}
