import type { IntlShape } from 'react-intl';
import type { PaymentMethod, Wallet } from '@/api/generated/model';
import { formatAmount } from '@/lib/format';
import { paymentMessages } from './messages';
import { checkAmount } from './rules';

/** The values both payment forms share. */
export interface PaymentValues {
  wallet_id: string;
  method_id: string;
  amount: number | null;
  [detail: string]: unknown;
}

/** The error bag of a payment before sending: wallet, method, amount (limits, available), details. */
export function validatePayment(
  intl: IntlShape,
  values: PaymentValues,
  wallet: Wallet | undefined,
  method: PaymentMethod | undefined,
  options: { checkAvailable?: boolean; details?: boolean } = {},
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const required = (field: string) => intl.formatMessage(paymentMessages.fieldRequired, { field });
  if (!wallet) errors.wallet_id = [required(intl.formatMessage(paymentMessages.wallet))];
  if (!method) {
    errors.method_id = [required(intl.formatMessage(paymentMessages.method))];
    return errors;
  }
  const available = options.checkAvailable && wallet ? wallet.balance : undefined;
  const problem = checkAmount(values.amount, method, available);
  if (problem?.kind === 'required')
    errors.amount = [intl.formatMessage(paymentMessages.amountRequired)];
  if (problem?.kind === 'range') {
    errors.amount = [
      intl.formatMessage(paymentMessages.amountRange, {
        min: formatAmount(problem.min, method.currency),
        max: formatAmount(problem.max, method.currency),
      }),
    ];
  }
  if (problem?.kind === 'available') {
    errors.amount = [
      intl.formatMessage(paymentMessages.amountAvailable, {
        available: formatAmount(problem.available, wallet?.currency ?? method.currency),
      }),
    ];
  }
  if (options.details) {
    for (const field of method.fields) {
      const value = values[detailKey(field.name)];
      if (field.required && (typeof value !== 'string' || !value.trim()))
        errors[detailKey(field.name)] = [required(field.label)];
    }
  }
  return errors;
}

/** The form key of a withdrawal detail: the same name the server's 422 uses (`details.iban`). */
export const detailKey = (name: string) => `details.${name}`;
