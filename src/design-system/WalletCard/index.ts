export {
  WalletCard,
  WalletCardSkeleton,
  type WalletCardProps,
  type WalletCardSkeletonProps,
  type WalletCardWallet,
} from './WalletCard';
export type { CardView } from './WalletCard.styles';
