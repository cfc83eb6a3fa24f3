/**
 * The flow the money calls share: `useIdempotentSubmit` (one idempotency key per confirmation,
 * one request however often it is pressed, the look-up of an answer the connection lost) under
 * every money call, and for the money forms (deposit, withdraw, transfer) their steps with focus
 * on each step's heading. Its own entry, apart from `@/form`: it reads wallets and transactions,
 * which the sign-in page's forms must not load.
 */
export { useMoneyForm } from './useMoneyForm';
export {
  answerOf,
  isLostAnswer,
  useIdempotencyScope,
  useIdempotentSubmit,
  type IdempotencyScope,
  type LookUpResult,
  type LostRequest,
} from './useIdempotentSubmit';
export { BackOrCheckAgain } from './BackOrCheckAgain';
export type { LookupPhase, LostAnswerSearch } from './useTransactionLookUp';
export { cameAfter, snapshotOf, walletFigures, type SentAt } from './lostAnswer';
export { ReservedNote, WalletFiguresFailed, reservationOf } from './ReservedNote';
