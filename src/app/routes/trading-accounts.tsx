import { TradingAccountsPage } from '@/features/trading-accounts/TradingAccountsPage';

export const Component = TradingAccountsPage;
