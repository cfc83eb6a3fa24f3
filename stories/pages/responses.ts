import { delay, HttpResponse } from 'msw';
import type { ValidationErrorResponse } from '@/api/generated/model';
import { holdRequest } from './settled';

/*
 * Answers to pass to the generated handler factories (`get<Op>MockHandler(answer)`) for the states
 * their examples do not cover. The page stories and their unit tests share them.
 */

/** The request never gets a response (offline, DNS, a dropped connection): a network error. */
export const networkError = (): never => {
  throw HttpResponse.error();
};

/** The server never answers: the page stays in its loading state for as long as one looks. */
export const neverAnswers = async (): Promise<never> => {
  holdRequest();
  await delay('infinite');
  throw new Error('unreachable');
};

/** A Laravel 422 body: the messages by field, the first of them doubling as `message`. */
export const validationError = (errors: Record<string, string[]>): ValidationErrorResponse => ({
  message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.',
  errors,
});

/** The first answer may be slow on a busy machine: `find…` waits longer than its default second. */
export const SLOW = { timeout: 5000 };
