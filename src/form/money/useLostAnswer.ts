import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Transaction, TransactionsRequest } from '@/api/generated/model';
import { getTransactions } from '@/api/generated/transactions/transactions';
import { getGetWalletsInfoQueryOptions } from '@/api/generated/wallets/wallets';
import { selectTransactionPage } from '@/api/readers/transaction';
import { selectWalletInfo } from '@/api/readers/wallet';

/** Where the look-up of a confirmation whose answer was lost stands. */
export type LookupPhase = 'checking' | 'not-found' | 'check-failed';

/** A confirmation whose answer was lost: what was sent (the same body goes out again) and the look-up. */
export interface LostAnswer<S> {
  sent: S;
  phase: LookupPhase;
}

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
  /** The transaction the look-up found. */
  found: (transaction: Transaction) => void;
}

/**
 * The state after a money call's answer was lost (`outcomeUnknown`): the outcome is not known,
 * so the page looks it up in the wallet's own lists (`wallets-info` and its transactions, fetched
 * afresh) and reports the transaction that arrived, if any. `found` gets it; until then the
 * confirmation stays as it was, to be sent again with the same key.
 */
export function useLostAnswer<S>({ where, matches, refresh, found }: LostAnswerSearch<S>) {
  const queryClient = useQueryClient();
  const [lost, setLost] = useState<LostAnswer<S> | null>(null);
  // The answer of an older look-up (or one after the outcome became known) is not news.
  const generation = useRef(0);

  const lookUp = async (sent: S) => {
    const mine = ++generation.current;
    setLost({ sent, phase: 'checking' });
    refresh();
    const place = where(sent);
    if (place === null) {
      setLost({ sent, phase: 'not-found' });
      return;
    }
    const { walletId, type } = place;
    const results = await Promise.allSettled([
      queryClient
        .fetchQuery({ ...getGetWalletsInfoQueryOptions({ wallet_id: walletId }), staleTime: 0 })
        .then((answer) => selectWalletInfo(answer).last_transactions),
      getTransactions({ wallet_id: walletId, type, page: 1, per_page: 20 }).then(
        (answer) => selectTransactionPage(answer).data,
      ),
    ]);
    if (mine !== generation.current) return;
    const rows = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    const match = rows.find((row) => matches(row, sent));
    if (match) {
      generation.current += 1;
      setLost(null);
      found(match);
      return;
    }
    const failed = results.every((result) => result.status === 'rejected');
    setLost({ sent, phase: failed ? 'check-failed' : 'not-found' });
  };

  return {
    lost,
    /** The answer was lost: say so and look the outcome up. */
    lose: (sent: S) => void lookUp(sent),
    /** "Check again". */
    checkAgain: () => {
      if (lost) void lookUp(lost.sent);
    },
    /** The outcome is known (an answer came, or the client starts a new request). */
    clear: () => {
      generation.current += 1;
      setLost(null);
    },
  };
}
