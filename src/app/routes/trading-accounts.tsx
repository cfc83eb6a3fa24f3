import { useTransferActions } from '@/features/transfers/TransferLinks';
import { TradingAccountsPage } from '@/features/trading-accounts/TradingAccountsPage';

export function Component() {
  const { accountAction } = useTransferActions();
  return <TradingAccountsPage accountAction={accountAction} />;
}
