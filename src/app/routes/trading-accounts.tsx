import { useTransferActions } from '@/features/transfers/TransferLinks';
import { TradingAccountsPage } from '@/features/trading-accounts/TradingAccountsPage';
import { useFundAccountHref } from '../shell/fundAccount';

export function Component() {
  const { accountAction } = useTransferActions();
  const fundHref = useFundAccountHref();
  return <TradingAccountsPage accountAction={accountAction} fundHref={fundHref} />;
}
