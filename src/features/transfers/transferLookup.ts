import type { QueryClient } from '@tanstack/react-query';
import type { CreateTransferRequest, Transaction } from '@/api/generated/model';
import {
  getGetTradingAccountListQueryKey,
  getGetTradingAccountQueryKey,
} from '@/api/generated/trading/trading';
import { getGetTransactionsQueryKey } from '@/api/generated/transactions/transactions';
import { getGetWalletsInfoQueryKey, getGetWalletsQueryKey } from '@/api/generated/wallets/wallets';
import { cameAfter, type SentAt } from '@/form/money';

/** A confirmation that may have been carried out, as the look-up searches for it. */
export interface SentTransfer extends SentAt {
  body: CreateTransferRequest;
  /** The wallet whose history shows the transfer; null for a pair without one. */
  walletId: number | null;
}

/**
 * Whether `row` is the transfer a lost confirmation made: a `transfer` of the wallet for the same
 * amount (either sign: the backend may write an outgoing one negative), not there before sending.
 */
export function isSentTransfer(row: Transaction, sent: SentTransfer): boolean {
  if (row.type !== 'transfer' || row.wallet_id !== sent.walletId) return false;
  if (!(Math.abs(Math.abs(row.amount) - sent.body.amount) < 0.005)) return false;
  return cameAfter(row, sent);
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
