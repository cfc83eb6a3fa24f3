export { WalletCard, WalletCardSkeleton } from './WalletCard';
