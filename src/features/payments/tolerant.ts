import type { PaymentMethod, PaymentMethodField, Wallet } from '@/api/generated/model';
import { amount, entries, isRecord, text } from '@/lib/tolerant';

/*
 * `select` readers of the answers the payment pages read (see `@/lib/tolerant`): a reader throws
 * when the answer holds nothing usable, so the page shows its error state rather than an endless
 * skeleton, and reads entries field by field.
 */

function readField(raw: unknown): PaymentMethodField | null {
  if (!isRecord(raw) || typeof raw.name !== 'string' || !raw.name) return null;
  return { name: raw.name, label: text(raw.label) || raw.name, required: raw.required === true };
}

/** The methods of a `deposit/methods` or `withdraw/methods` answer (`{ data: [...] }`). */
export const selectMethods = (answer: unknown): PaymentMethod[] =>
  entries(isRecord(answer) ? answer.data : undefined, 'id', (raw) => ({
    id: raw.id,
    name: text(raw.name),
    type: text(raw.type) as PaymentMethod['type'],
    min_amount: amount(raw.min_amount),
    max_amount: amount(raw.max_amount),
    fee_percent: amount(raw.fee_percent),
    currency: text(raw.currency),
    fields: Array.isArray(raw.fields)
      ? raw.fields.map(readField).filter((field): field is PaymentMethodField => field !== null)
      : [],
  }));

/** The wallets of a `wallets` answer (a bare array). */
export const selectWallets = (answer: unknown): Wallet[] =>
  entries(answer, 'id', (raw) => ({
    id: raw.id,
    currency: text(raw.currency),
    balance: amount(raw.balance),
    name: text(raw.name),
  }));
