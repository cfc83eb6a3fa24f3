import { CancelWithdrawals } from '@/features/payments/cancel/CancelWithdrawals';
import { useTransfersOffered } from '@/features/transfers/useTransfersOffered';
import { TransactionsPage } from '@/features/transactions/TransactionsPage';

/**
 * Transfers are a call beyond the specification: the filter offers them once the backend does.
 * A pending withdrawal's row offers cancelling it (the payments feature).
 */
export function Component() {
  return <TransactionsPage transfers={useTransfersOffered()} rowActions={CancelWithdrawals} />;
}
