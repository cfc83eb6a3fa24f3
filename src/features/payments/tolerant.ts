import type { PaymentMethod, PaymentMethodField, Transaction, Wallet } from '@/api/generated/model';
import { amount, entries, fail, isId, isRecord, text, type Raw } from '@/lib/tolerant';
import type { WalletFigures } from './rules';

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

const TRANSACTION_TYPES: readonly string[] = [
  'deposit',
  'withdrawal',
  'transfer',
  'ipo_buy',
  'ipo_sell',
  'fee',
];
const TRANSACTION_STATUSES: readonly string[] = ['pending', 'completed', 'rejected', 'cancelled'];

/** One transaction as the page compares and shows it; amounts may come as decimal strings. */
export const readTransaction = (raw: Raw & { id: number }): Transaction => ({
  id: raw.id,
  type: (TRANSACTION_TYPES.includes(text(raw.type)) ? raw.type : 'deposit') as Transaction['type'],
  status: (TRANSACTION_STATUSES.includes(text(raw.status))
    ? raw.status
    : 'pending') as Transaction['status'],
  amount: amount(raw.amount),
  currency: text(raw.currency),
  wallet_id: isId(raw.wallet_id) ? raw.wallet_id : Number.NaN,
  method: typeof raw.method === 'string' ? raw.method : null,
  created_at: text(raw.created_at),
  comment: typeof raw.comment === 'string' ? raw.comment : null,
});

/** The created transaction of a `deposit/create` or `withdraw/create` answer (`{ data: Transaction }`). */
export function readCreated(answer: unknown): Transaction | null {
  const data = isRecord(answer) ? answer.data : undefined;
  return isRecord(data) && isId(data.id) ? readTransaction(data as Raw & { id: number }) : null;
}

/** What `wallets-info` tells the payment pages: the figures and the newest transactions. */
export interface WalletInfoFacts extends WalletFigures {
  currency: string;
  last_transactions: Transaction[];
}

/** A `wallets-info` answer; a list that is missing is empty, figures that are not amounts are NaN. */
export const selectWalletInfo = (answer: unknown): WalletInfoFacts => {
  if (!isRecord(answer)) return fail();
  const balance = amount(answer.balance);
  const reserved = amount(answer.reserved);
  const available = amount(answer.available);
  return {
    balance,
    // An answer without `available` but with `reserved` still says what can leave the wallet.
    available:
      Number.isFinite(available) || !Number.isFinite(reserved)
        ? available
        : Math.round((balance - reserved) * 100) / 100,
    reserved,
    currency: text(answer.currency),
    last_transactions: Array.isArray(answer.last_transactions)
      ? entries(answer.last_transactions, 'id', readTransaction)
      : [],
  };
};

/** The rows of a `transactions` answer (`{ data: [...], meta }`). */
export const selectTransactions = (answer: unknown): Transaction[] =>
  entries(isRecord(answer) ? answer.data : undefined, 'id', readTransaction);
