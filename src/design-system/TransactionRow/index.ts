export {
  DEFAULT_TYPE_LABELS,
  directionOf,
  TransactionRow,
  type TransactionRowProps,
  type TransactionRowTransaction,
  type TransactionType,
} from './TransactionRow';
export type { Direction } from './TransactionRow.styles';
