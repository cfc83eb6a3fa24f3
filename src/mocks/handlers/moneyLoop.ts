import { HttpResponse } from 'msw';
import { getCancelWithdrawalMockHandler } from '@/api/generated/payments/payments.msw';
import { getGetTransactionMockHandler } from '@/api/generated/transactions/transactions.msw';
import { seeded } from '../i18n/localise';
import { commit, getDb, publicTransaction, settleDue, walletsOf } from '../db';
import { Validator, num, readBody, requireAuth, type Body } from '../http-utils';
import type { TransactionRow, UserRow } from '../schema';

/** One of the user's transactions by the body's `field`, or undefined (and a 422 when absent). */
function ownTransaction(
  user: UserRow,
  body: Body,
  field: 'id' | 'transaction_id',
): TransactionRow | undefined {
  const v = new Validator();
  const id = num(body[field]);
  if (body[field] === undefined || body[field] === null || body[field] === '')
    v.add(field, `The ${field.replace('_', ' ')} field is required.`);
  else if (!Number.isInteger(id))
    v.add(field, `The ${field.replace('_', ' ')} field must be an integer.`);
  v.check();
  const wallets = new Set(walletsOf(user.id).map((wallet) => wallet.id));
  return getDb().transactions.find((row) => row.id === id && wallets.has(row.wallet_id));
}

/**
 * Calls 52 and 53 (the money loop, beyond the specification): cancelling a pending withdrawal
 * (its reserved amount is available again at once: `wallets-info` counts pending withdrawals
 * only), and one transaction by id, 404 for an id the client does not own.
 */
export const moneyLoopHandlers = [
  getGetTransactionMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    settleDue();
    const row = ownTransaction(user, await readBody(request), 'id');
    if (!row) throw HttpResponse.json({ message: 'Not Found.' }, { status: 404 });
    return { data: publicTransaction(row) };
  }),

  getCancelWithdrawalMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    settleDue();
    const row = ownTransaction(user, await readBody(request), 'transaction_id');
    const v = new Validator();
    if (!row || row.type !== 'withdrawal')
      v.add('transaction_id', 'The selected transaction id is invalid.');
    else if (row.status !== 'pending')
      v.add('transaction_id', 'This withdrawal is no longer pending, so it cannot be cancelled.');
    v.check();
    const cancelled = row!;
    cancelled.status = 'cancelled';
    cancelled.comment = seeded('comment.cancelledByClient');
    cancelled.settle_at = null;
    commit();
    return { data: publicTransaction(cancelled) };
  }),
];
