export { BalanceBar } from './BalanceBar';
