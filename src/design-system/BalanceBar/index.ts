export { BalanceBar, type BalanceBarProps } from './BalanceBar';
