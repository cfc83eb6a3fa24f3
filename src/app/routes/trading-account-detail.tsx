import { useTransferActions } from '@/features/transfers/TransferLinks';
import { TradingAccountDetailPage } from '@/features/trading-accounts/TradingAccountDetailPage';

export function Component() {
  const { accountAction } = useTransferActions();
  return <TradingAccountDetailPage accountAction={accountAction} />;
}
