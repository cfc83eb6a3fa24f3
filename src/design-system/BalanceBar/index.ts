export { BalanceBar,  } from './BalanceBar';
