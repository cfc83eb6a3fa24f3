import type { QueryClient } from '@tanstack/react-query';
import {
  getGetTradingAccountListQueryKey,
  getGetTradingAccountQueryKey,
} from '@/api/generated/trading/trading';

/** After an account was opened: the list and the primary account load again. */
export function reloadAccounts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetTradingAccountListQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetTradingAccountQueryKey() }),
  ]);
}

/** The settings every new account gets (the contract's answer to `trading-account/create`). */
export const NEW_ACCOUNT = {
  platform: 'MetaTrader 5',
  server: 'Broker-Live',
  leverage: '1:100',
} as const;
