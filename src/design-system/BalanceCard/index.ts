export { BalanceCard } from './BalanceCard';
