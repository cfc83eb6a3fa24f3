import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CreateTransferRequest, Transaction } from '@/api/generated/model';
import {
  getGetTradingAccountListQueryKey,
  getGetTradingAccountQueryKey,
} from '@/api/generated/trading/trading';
import {
  getGetTransactionsQueryKey,
  getTransactions,
} from '@/api/generated/transactions/transactions';
import {
  getGetWalletsInfoQueryKey,
  getGetWalletsInfoQueryOptions,
  getGetWalletsQueryKey,
} from '@/api/generated/wallets/wallets';
import { selectTransactionPage } from '@/api/readers/transaction';
import { selectWalletInfo } from '@/api/readers/wallet';

/** Where the look-up of a confirmation whose answer was lost stands. */
export type LookupPhase = 'checking' | 'not-found' | 'check-failed';

/** The transactions a wallet had before a confirmation: whatever arrives later is not among them. */
export interface Snapshot {
  ids: number[];
  /** The newest `created_at` among them (ms), in the backend's clock; null when unknown. */
  newest: number | null;
}

export function snapshotOf(rows: Pick<Transaction, 'id' | 'created_at'>[]): Snapshot {
  const times = rows.map((row) => Date.parse(row.created_at)).filter(Number.isFinite);
  return { ids: rows.map((row) => row.id), newest: times.length ? Math.max(...times) : null };
}

/** A confirmation that may have been carried out, as the look-up searches for it. */
export interface SentTransfer {
  body: CreateTransferRequest;
  /** The wallet whose history shows the transfer; null for a pair without one. */
  walletId: number | null;
  /** The wallet's transactions before sending; null when they were not known. */
  before: Snapshot | null;
  /** The browser's clock at the confirmation (ms). */
  sentAt: number;
  /** Transactions this page already showed as the outcome of earlier confirmations. */
  shown: number[];
}

export interface LostTransfer {
  sent: SentTransfer;
  phase: LookupPhase;
}

/** How far the backend's clock may lag the browser's and a transaction still count as "after". */
const CLOCK_SKEW_MS = 10 * 60_000;

/**
 * Whether `row` is the transfer a lost confirmation made: a `transfer` of the wallet for the same
 * amount (either sign: the backend may write an outgoing one negative), not there before sending.
 */
export function isSentTransfer(row: Transaction, sent: SentTransfer): boolean {
  if (row.type !== 'transfer' || row.wallet_id !== sent.walletId) return false;
  if (!(Math.abs(Math.abs(row.amount) - sent.body.amount) < 0.005)) return false;
  if (sent.shown.includes(row.id)) return false;
  // "After" is read against the backend's own list rather than the browser's clock.
  const at = Date.parse(row.created_at);
  if (sent.before) {
    if (sent.before.ids.includes(row.id)) return false;
    return sent.before.newest === null || !Number.isFinite(at) || at >= sent.before.newest;
  }
  return Number.isFinite(at) && at >= sent.sentAt - CLOCK_SKEW_MS;
}

/**
 * After a transfer, or while its outcome is looked up: every list that shows either side's money
 * loads again (the sidebar's balance is the wallets list's).
 */
export function refreshBalances(queryClient: QueryClient): void {
  for (const queryKey of [
    getGetWalletsQueryKey(),
    getGetWalletsInfoQueryKey().slice(0, 2),
    getGetTradingAccountListQueryKey(),
    getGetTradingAccountQueryKey(),
    getGetTransactionsQueryKey().slice(0, 2),
  ])
    void queryClient.invalidateQueries({ queryKey });
}

/**
 * The state after a transfer's answer was lost (`outcomeUnknown`): the outcome is not known, so
 * the page looks it up in the wallet's own lists (`wallets-info` and its transfers, fetched
 * afresh) and reports the transaction that arrived, if any. `found` gets it; until then the
 * confirmation stays as it was, to be sent again with the same key.
 */
export function useTransferLookup(found: (transaction: Transaction) => void) {
  const queryClient = useQueryClient();
  const [lost, setLost] = useState<LostTransfer | null>(null);
  // The answer of an older look-up (or one after the outcome became known) is not news.
  const generation = useRef(0);

  const lookUp = async (sent: SentTransfer) => {
    const mine = ++generation.current;
    setLost({ sent, phase: 'checking' });
    refreshBalances(queryClient);
    const { walletId } = sent;
    if (walletId === null) {
      setLost({ sent, phase: 'not-found' });
      return;
    }
    const results = await Promise.allSettled([
      queryClient
        .fetchQuery({ ...getGetWalletsInfoQueryOptions({ wallet_id: walletId }), staleTime: 0 })
        .then((answer) => selectWalletInfo(answer).last_transactions),
      getTransactions({ wallet_id: walletId, type: 'transfer', page: 1, per_page: 20 }).then(
        (answer) => selectTransactionPage(answer).data,
      ),
    ]);
    if (mine !== generation.current) return;
    const rows = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    const match = rows.find((row) => isSentTransfer(row, sent));
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
    lose: (sent: SentTransfer) => void lookUp(sent),
    /** "Check again". */
    checkAgain: () => {
      if (lost) void lookUp(lost.sent);
    },
    /** The outcome is known (an answer came, or a new transfer starts). */
    clear: () => {
      generation.current += 1;
      setLost(null);
    },
  };
}
