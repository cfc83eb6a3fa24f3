export {
  TradingAccountCard,
  TradingAccountCardSkeleton,
  type TradingAccountCardProps,
} from './TradingAccountCard';
