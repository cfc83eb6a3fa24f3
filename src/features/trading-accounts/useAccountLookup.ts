import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  getGetTradingAccountListQueryKey,
  getTradingAccountList,
} from '@/api/generated/trading/trading';
import { ensureQueryDataWithin } from '@/api/queryWithin';
import { selectAccountList, type AccountView } from '@/api/readers/tradingAccount';

/**
 * The look-up's reads raise no dialog or notice of their own (`quiet`): a failed look-up is the
 * dialog's to say ("could not be checked"), never a generic "Server error" over it.
 */
const quiet = { quiet: true };
/** How long a confirmation waits for the accounts as they were before it. */
const BEFORE_WAIT_MS = 3000;

/** What looking up an account whose opening answer was lost found: the account, or why not. */
export type AccountLookup = { found: AccountView } | 'notFound' | 'failed';

const idsOf = (answer: unknown): number[] => selectAccountList(answer).data.map((a) => a.id);

/**
 * Finds the account a lost `trading-account/create` answer was about: the accounts are noted
 * before the first confirmation (the list the frame keeps, else read then, at most 3 s), and after
 * a lost answer read again; an account that is new since then, in the currency asked for, is the
 * one that was opened. Without the first reading nothing can be told apart: the look-up says so.
 */
export function useAccountLookup() {
  const client = useQueryClient();
  const before = useRef<number[] | null>(null);
  return {
    /** Notes the accounts as they are before a confirmation. */
    remember: async (): Promise<void> => {
      const answer = await ensureQueryDataWithin(
        client,
        {
          queryKey: getGetTradingAccountListQueryKey(),
          queryFn: ({ signal }) => getTradingAccountList(quiet, signal),
        },
        BEFORE_WAIT_MS,
      );
      try {
        before.current = answer === undefined ? null : idsOf(answer);
      } catch {
        before.current = null;
      }
    },
    lookUp: async (currencyId: number): Promise<AccountLookup> => {
      const known = before.current;
      if (!known) return 'failed';
      try {
        const seen = new Set(known);
        const accounts = selectAccountList(await getTradingAccountList(quiet)).data;
        // An answer without the currency's id (0) cannot say which; a new account then is ours.
        const opened = accounts.find(
          (account) =>
            !seen.has(account.id) &&
            (account.currency.id === 0 || account.currency.id === currencyId),
        );
        return opened ? { found: opened } : 'notFound';
      } catch {
        return 'failed';
      }
    },
  };
}
