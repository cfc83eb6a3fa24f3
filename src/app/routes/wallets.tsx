import { WalletsPage } from '@/features/wallets/WalletsPage';

export const Component = WalletsPage;
