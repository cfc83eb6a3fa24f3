export {
  TradingAccountCard,
  TradingAccountCardSkeleton,
  type TradingAccountCardAccount,
  type TradingAccountCardLabels,
  type TradingAccountCardProps,
  type TradingAccountCardSkeletonProps,
} from './TradingAccountCard';
