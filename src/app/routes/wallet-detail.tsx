import { WalletDetailPage } from '@/features/wallets/WalletDetailPage';

export const Component = WalletDetailPage;
