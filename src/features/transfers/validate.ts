import type { IntlShape } from 'react-intl';
import { extractFormErrors } from '@/api/errors';
import { FormSubmitError } from '@/form';
import { money, type NumberFormatter } from '@/lib/money';
import {
  checkAmount,
  pairProblem,
  type AmountProblem,
  type Endpoint,
  type TransferRules,
} from './endpoints';
import { transferMessages as m } from './messages';

/**
 * The error bag of a transfer before sending: a destination that can receive from the source,
 * an amount within what one transfer may move (call 51's `rules`) and at most what the source may
 * give (`limit`), each message with the amounts in the source's currency and cents.
 */
export function validateTransfer(
  intl: IntlShape,
  fmt: NumberFormatter,
  sides: { source: Endpoint | undefined; target: Endpoint | undefined },
  amount: number | null,
  limit: number | undefined,
  rules: TransferRules,
): Record<string, string[]> {
  const { source, target } = sides;
  const errors: Record<string, string[]> = {};
  if (!target || !source || target.type === source.type || pairProblem(source, target))
    errors.to = [intl.formatMessage(m.toRequired)];
  const problem = checkAmount(amount, limit, rules);
  if (problem) errors.amount = [amountMessage(intl, fmt, source, problem)];
  return errors;
}

/** What the amount field says about `problem`, amounts in the source's currency. */
export function amountMessage(
  intl: IntlShape,
  fmt: NumberFormatter,
  source: Endpoint | undefined,
  problem: AmountProblem,
): string {
  const of = (n: number) => fmt.money(money(n, source?.currency ?? ''));
  switch (problem.kind) {
    case 'required':
      return intl.formatMessage(m.amountRequired);
    case 'min':
      return intl.formatMessage(m.amountMin, { min: of(problem.min) });
    case 'max':
      return intl.formatMessage(m.amountMax, { max: of(problem.max) });
    case 'limit':
      return source?.type === 'wallet'
        ? intl.formatMessage(m.amountAvailable, { available: of(problem.limit) })
        : intl.formatMessage(m.amountBalance, { balance: of(problem.limit) });
  }
}

/** `?amount=` as the page writes it: digits with at most two decimals. */
export const readAmountParam = (value: string | null): number | null =>
  value !== null && /^\d{1,13}(\.\d{1,2})?$/.test(value) ? Number(value) : null;

/** A 422 that blames `to.id` or `from.type` (Laravel's nested names) blames the side itself. */
export function sidesBlamed(error: unknown): unknown {
  const { errors, message, failure } = extractFormErrors(error);
  if (failure || !Object.keys(errors).some((key) => /^(from|to)\./.test(key))) return error;
  const lifted: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(errors)) {
    const name = key.replace(/^(from|to)\..*$/, '$1');
    (lifted[name] ??= []).push(...list);
  }
  return new FormSubmitError(
    message === undefined ? { errors: lifted } : { errors: lifted, message },
  );
}
