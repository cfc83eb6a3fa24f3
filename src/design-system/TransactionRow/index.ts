export {
  directionOf,
  movementOf,
  signedMoney,
  TransactionAmount,
  TransactionRow,
  type TransactionRowTransaction,
} from './TransactionRow';
