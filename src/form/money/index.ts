/**
 * The flow the money forms share (deposit, withdraw, transfer): steps with focus on each step's
 * heading, one idempotency key per confirmation, and the look-up of an answer the connection lost.
 * Its own entry, apart from `@/form`: it reads wallets and transactions, which the sign-in page's
 * forms must not load.
 */
export { useMoneyForm } from './useMoneyForm';
export { BackOrCheckAgain } from './BackOrCheckAgain';
export type { LookupPhase } from './useLostAnswer';
export { cameAfter, snapshotOf, walletFigures, type SentAt } from './lostAnswer';
export { ReservedNote, WalletFiguresFailed, reservationOf } from './ReservedNote';
