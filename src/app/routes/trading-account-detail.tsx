import { TradingAccountDetailPage } from '@/features/trading-accounts/TradingAccountDetailPage';

export const Component = TradingAccountDetailPage;
