export {
  DEFAULT_TYPE_LABELS,
  directionOf,
  isVoidStatus,
  movementOf,
  signedMoney,
  TransactionAmount,
  TransactionRow,
  type Movement,
  type TransactionAmountProps,
  type TransactionRowProps,
  type TransactionRowTransaction,
  type TransactionType,
} from './TransactionRow';
export type { Direction } from './TransactionRow.styles';
