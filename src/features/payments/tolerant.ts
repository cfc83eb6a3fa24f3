import type { PaymentMethod, PaymentMethodField, Wallet } from '@/api/generated/model';

/*
 * `select` readers of the answers the payment pages read. Production does not validate answers
 * against the contract, so a drifting backend (an HTML page with status 200, a missing envelope,
 * a field of the wrong type) must end as the query's error state, never a crash or an endless
 * skeleton: a reader throws when the answer holds nothing usable and reads entries field by field.
 */

type Raw = Record<string, unknown>;

/** An answer the page cannot read: thrown by a query's `select`, it becomes the query's error. */
export class MalformedAnswer extends Error {
  override readonly name = 'MalformedAnswer';
}

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A number as sent; anything else is NaN, which the formatter shows as "—". */
const amount = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

const entries = <T>(list: unknown, read: (raw: Raw & { id: number }) => T): T[] => {
  if (!Array.isArray(list)) throw new MalformedAnswer('Malformed answer');
  return list
    .filter((entry): entry is Raw & { id: number } => isRecord(entry) && isId(entry.id))
    .map(read);
};

function readField(raw: unknown): PaymentMethodField | null {
  if (!isRecord(raw) || typeof raw.name !== 'string' || !raw.name) return null;
  return { name: raw.name, label: text(raw.label) || raw.name, required: raw.required === true };
}

/** The methods of a `deposit/methods` or `withdraw/methods` answer (`{ data: [...] }`). */
export const selectMethods = (answer: unknown): PaymentMethod[] =>
  entries(isRecord(answer) ? answer.data : undefined, (raw) => ({
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
  entries(answer, (raw) => ({
    id: raw.id,
    currency: text(raw.currency),
    balance: amount(raw.balance),
    name: text(raw.name),
  }));
