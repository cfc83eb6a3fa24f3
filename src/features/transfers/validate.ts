import type { IntlShape } from 'react-intl';
import { extractFormErrors } from '@/api';
import { FormSubmitError } from '@/form';
import { money, type NumberFormatter } from '@/lib/money';
import { checkAmount, MIN_TRANSFER, pairProblem, type Endpoint } from './endpoints';
import { transferMessages as m } from './messages';

/**
 * The error bag of a transfer before sending: a destination that can receive from the source,
 * an amount of at least 1 and at most what the source may give (`limit`), each message with the
 * amounts in the source's currency and cents.
 */
export function validateTransfer(
  intl: IntlShape,
  fmt: NumberFormatter,
  source: Endpoint | undefined,
  target: Endpoint | undefined,
  amount: number | null,
  limit: number | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!target || !source || target.type === source.type || pairProblem(source, target))
    errors.to = [intl.formatMessage(m.toRequired)];
  const currency = source?.currency ?? '';
  const problem = checkAmount(amount, limit);
  if (problem?.kind === 'required') errors.amount = [intl.formatMessage(m.amountRequired)];
  if (problem?.kind === 'min')
    errors.amount = [
      intl.formatMessage(m.amountMin, { min: fmt.money(money(MIN_TRANSFER, currency)) }),
    ];
  if (problem?.kind === 'limit') {
    const most = fmt.money(money(problem.limit, currency));
    errors.amount = [
      source?.type === 'wallet'
        ? intl.formatMessage(m.amountAvailable, { available: most })
        : intl.formatMessage(m.amountBalance, { balance: most }),
    ];
  }
  return errors;
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
