import type { PaymentMethod, PaymentMethodField } from '@/api/generated/model';
import { entries, isRecord, readAmount, text } from '@/lib/tolerant';

/** A detail the method asks for; one without a name cannot be sent and is not asked. */
function readField(raw: unknown): PaymentMethodField | null {
  if (!isRecord(raw) || typeof raw.name !== 'string' || !raw.name) return null;
  return { name: raw.name, label: text(raw.label) || raw.name, required: raw.required === true };
}

/**
 * The methods of a `deposit/methods` or `withdraw/methods` answer (`{ data: [...] }`). Limits and
 * fee may come as decimal strings; a missing one is NaN, which the page leaves to the server.
 */
export const selectPaymentMethods = (answer: unknown): PaymentMethod[] =>
  entries(isRecord(answer) ? answer.data : undefined, 'id', (raw) => ({
    id: raw.id,
    name: text(raw.name),
    type: text(raw.type) as PaymentMethod['type'],
    min_amount: readAmount(raw.min_amount),
    max_amount: readAmount(raw.max_amount),
    fee_percent: readAmount(raw.fee_percent),
    currency: text(raw.currency),
    fields: Array.isArray(raw.fields)
      ? raw.fields.map(readField).filter((field): field is PaymentMethodField => field !== null)
      : [],
  }));
