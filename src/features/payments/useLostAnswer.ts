import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Transaction } from '@/api/generated/model';
import { getTransactions } from '@/api/generated/transactions/transactions';
import { selectTransactionPage } from '@/api/readers/transaction';
import { selectWalletInfo } from '@/api/readers/wallet';
import {
  getGetWalletsInfoQueryOptions,
  getGetWalletsQueryKey,
} from '@/api/generated/wallets/wallets';
import { isSentPayment, type SentPayment } from './rules';

/** Where the look-up of a confirmation whose answer was lost stands. */
export type LookupPhase = 'checking' | 'not-found' | 'check-failed';

/** A confirmation whose answer was lost: what was sent (the same body goes out again) and the look-up. */
export interface LostAnswer<B> {
  body: B;
  sent: SentPayment;
  phase: LookupPhase;
}

/**
 * The state after a money call's answer was lost (`outcomeUnknown`): the outcome is not known,
 * so the page looks it up in the backend's own lists (the wallet's `wallets-info` and its
 * transactions, fetched afresh) and reports the transaction that arrived, if any. `found` gets it;
 * until then the confirmation stays as it was, to be sent again with the same key.
 */
export function useLostAnswer<B>(found: (transaction: Transaction) => void) {
  const queryClient = useQueryClient();
  const [lost, setLost] = useState<LostAnswer<B> | null>(null);
  // The answer of an older look-up (or one after the outcome became known) is not news.
  const generation = useRef(0);

  const lookUp = async (entry: LostAnswer<B>) => {
    const mine = ++generation.current;
    setLost({ ...entry, phase: 'checking' });
    const { wallet_id, type } = entry.sent;
    void queryClient.invalidateQueries({ queryKey: getGetWalletsQueryKey() });
    const results = await Promise.allSettled([
      queryClient
        .fetchQuery({ ...getGetWalletsInfoQueryOptions({ wallet_id }), staleTime: 0 })
        .then((answer) => selectWalletInfo(answer).last_transactions),
      getTransactions({ wallet_id, type, page: 1, per_page: 20 }).then(
        (answer) => selectTransactionPage(answer).data,
      ),
    ]);
    if (mine !== generation.current) return;
    const rows = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    const match = rows.find((row) => isSentPayment(row, entry.sent));
    if (match) {
      generation.current += 1;
      setLost(null);
      void queryClient.invalidateQueries({ queryKey: ['POST', '/api/transactions'] });
      found(match);
      return;
    }
    const failed = results.every((result) => result.status === 'rejected');
    setLost({ ...entry, phase: failed ? 'check-failed' : 'not-found' });
  };

  return {
    lost,
    /** The answer was lost: say so and look the outcome up. */
    lose: (body: B, sent: SentPayment) => void lookUp({ body, sent, phase: 'checking' }),
    /** "Check again". */
    checkAgain: () => {
      if (lost) void lookUp(lost);
    },
    /** The outcome is known (an answer came, or the client starts a new request). */
    clear: () => {
      generation.current += 1;
      setLost(null);
    },
  };
}
