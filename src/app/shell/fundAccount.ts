import type { AccountView } from '@/api/readers/tradingAccount';
import { paths } from '@/config/paths';
import { endpointKey } from '@/features/transfers/endpoints';
import { useTransfersOffered } from '@/features/transfers/useTransfersOffered';
import { usePreferences } from '@/stores/preferences';

/**
 * Where "Fund this account" leads for a trading account: a transfer into it when the backend
 * offers transfers, else the deposit page (money reaches an account through a wallet).
 */
export function useFundAccountHref(): (account: Pick<AccountView, 'id'>) => string {
  const locale = usePreferences((s) => s.locale);
  const transfers = useTransfersOffered();
  return (account) =>
    transfers
      ? `${paths.transfer.href(locale)}?to=${endpointKey('trading_account', account.id)}`
      : paths.deposit.href(locale);
}
