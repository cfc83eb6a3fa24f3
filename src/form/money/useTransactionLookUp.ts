import { useQueryClient } from '@tanstack/react-query';
import type { Transaction, TransactionsRequest } from '@/api/generated/model';
import { getTransactions } from '@/api/generated/transactions/transactions';
import { getGetWalletsInfoQueryOptions } from '@/api/generated/wallets/wallets';
import { selectTransactionPage } from '@/api/readers/transaction';
import { selectWalletInfo } from '@/api/readers/wallet';
import type { LookUpResult } from './useIdempotentSubmit';

/** Where the look-up of a confirmation whose answer was lost stands. */
export type LookupPhase = 'checking' | 'not-found' | 'check-failed';

export interface LostAnswerSearch<S> {
  /**
   * The wallet whose lists would show what `sent` made, and the type of the transaction to look
   * for; null when no wallet's list would (nothing to look in: "not found").
   */
  where: (sent: S) => { walletId: number; type: TransactionsRequest['type'] } | null;
  /** Whether `row` is the transaction `sent` made. */
  matches: (row: Transaction, sent: S) => boolean;
  /** Reloads what shows the money concerned, as a look-up starts. */
  refresh: () => void;
}

/**
 * The look-up of a money form's confirmation whose answer was lost (`isLostAnswer`): the outcome
 * is not known, so it is looked up in the wallet's own lists (`wallets-info` and its transactions,
 * fetched afresh); the transaction that arrived, if any, is what the confirmation made.
 */
export function useTransactionLookUp<S>({ where, matches, refresh }: LostAnswerSearch<S>) {
  const queryClient = useQueryClient();
  return async (sent: S): Promise<LookUpResult<Transaction, Exclude<LookupPhase, 'checking'>>> => {
    refresh();
    const place = where(sent);
    if (place === null) return { phase: 'not-found' };
    const { walletId, type } = place;
    const results = await Promise.allSettled([
      queryClient
        .fetchQuery({ ...getGetWalletsInfoQueryOptions({ wallet_id: walletId }), staleTime: 0 })
        .then((answer) => selectWalletInfo(answer).last_transactions),
      getTransactions({ wallet_id: walletId, type, page: 1, per_page: 20 }).then(
        (answer) => selectTransactionPage(answer).data,
      ),
    ]);
    const rows = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    const match = rows.find((row) => matches(row, sent));
    if (match) return { found: match };
    const failed = results.every((result) => result.status === 'rejected');
    return { phase: failed ? 'check-failed' : 'not-found' };
  };
}
