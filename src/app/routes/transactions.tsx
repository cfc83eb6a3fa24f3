import { useTransfersOffered } from '@/features/transfers/useTransfersOffered';
import { TransactionsPage } from '@/features/transactions/TransactionsPage';

/** Transfers are a call beyond the specification: the filter offers them once the backend does. */
export function Component() {
  return <TransactionsPage transfers={useTransfersOffered()} />;
}
