import type { IntlShape } from 'react-intl';
import type { PaymentMethod } from '@/api/generated/model';
import type { WalletView } from '@/api/readers/wallet';
import { money, type NumberFormatter } from '@/lib/money';
import { paymentMessages } from './messages';
import { checkAmount } from './rules';

/** The values both payment forms share. */
export interface PaymentValues {
  wallet_id: string;
  method_id: string;
  amount: number | null;
  [detail: string]: unknown;
}

export interface PaymentChecks {
  /** Withdrawals: the money the wallet can spend (its `available`, see `spendable`). */
  available?: number;
  /** Withdrawals: the method's required details must be filled in. */
  details?: boolean;
}

/**
 * The error bag of a payment before sending: wallet, method, amount (limits in the method's
 * currency when it is the wallet's, the money available), details. Amounts in the messages are
 * written with their currency and cents.
 */
export function validatePayment(
  intl: IntlShape,
  fmt: NumberFormatter,
  values: PaymentValues,
  wallet: WalletView | undefined,
  method: PaymentMethod | undefined,
  { available, details = false }: PaymentChecks = {},
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const required = (field: string) => intl.formatMessage(paymentMessages.fieldRequired, { field });
  if (!wallet) errors.wallet_id = [required(intl.formatMessage(paymentMessages.wallet))];
  if (!method) {
    errors.method_id = [required(intl.formatMessage(paymentMessages.method))];
    return errors;
  }
  const currency = wallet?.currency ?? method.currency;
  const problem = checkAmount(values.amount, method, {
    currency,
    available: wallet ? available : undefined,
  });
  if (problem?.kind === 'required')
    errors.amount = [intl.formatMessage(paymentMessages.amountRequired)];
  if (problem?.kind === 'range') {
    errors.amount = [
      intl.formatMessage(paymentMessages.amountRange, {
        min: fmt.money(money(problem.min, method.currency)),
        max: fmt.money(money(problem.max, method.currency)),
      }),
    ];
  }
  if (problem?.kind === 'available') {
    errors.amount = [
      intl.formatMessage(paymentMessages.amountAvailable, {
        available: fmt.money(money(problem.available, currency)),
      }),
    ];
  }
  if (details) {
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
