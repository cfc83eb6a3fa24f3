export { BalanceCard,  } from './BalanceCard';
