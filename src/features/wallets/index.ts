export { RecentTransactions } from './RecentTransactions';
export { WalletBalances } from './WalletBalances';
export { WalletDetailPage } from './WalletDetailPage';
export { WalletsPage } from './WalletsPage';
