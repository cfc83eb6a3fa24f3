import { HttpResponse, delay } from 'msw';
import type {
  PaymentMethod,
  Transaction,
  ValidationErrorResponse,
  Wallet,
} from '@/api/generated/model';
import { DEPOSIT_METHODS, WITHDRAW_METHODS } from '@/mocks/seed/catalog';

/** Answers and data the payment and transaction page stories (and their unit tests) share. */
export const WALLETS: Wallet[] = [
  { id: 1, name: 'Main wallet', currency: 'USD', balance: 12345.6 },
  { id: 2, name: 'Savings', currency: 'USD', balance: 800 },
];

export const depositMethods: PaymentMethod[] = DEPOSIT_METHODS;
export const withdrawMethods: PaymentMethod[] = WITHDRAW_METHODS;

export const transaction = (patch: Partial<Transaction> = {}): Transaction => ({
  id: 501,
  type: 'deposit',
  status: 'pending',
  amount: 100,
  currency: 'USD',
  wallet_id: 1,
  method: 'Visa / Mastercard',
  created_at: '2026-03-16T10:00:00Z',
  comment: 'Processing the payment',
  ...patch,
});

/** The request never gets a response: a network error. */
export const networkError = (): never => {
  throw HttpResponse.error();
};

/** The server never answers: the page stays in its loading state. */
export const neverAnswers = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('unreachable');
};

/** A Laravel 422 body. */
export const validationError = (errors: Record<string, string[]>): ValidationErrorResponse => ({
  message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.',
  errors,
});

/** The first answer may be slow on a busy machine: `find…` waits longer than its default second. */
export const LOAD = { timeout: 5000 };
