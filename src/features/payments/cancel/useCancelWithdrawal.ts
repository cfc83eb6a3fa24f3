import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorStatus } from '@/api/errors';
import type { Transaction, CancelWithdrawalRequest } from '@/api/generated/model';
import { cancelWithdrawal } from '@/api/generated/payments/payments';
import { isNotOffered } from '@/api/offered';
import { readCreatedTransaction } from '@/api/readers/transaction';
import { useIdempotentSubmit, type LookUpResult } from '@/form/money';
import { refreshMoney, showCancelled, standing } from './cancelled';
import { markCancelNotOffered } from './useCancelOffer';

/** Where a cancellation stands in its dialog. */
export type CancelPhase =
  | 'ask'
  /** The answer was lost: looking up where the withdrawal stands. */
  | 'checking'
  /** The look-up found it still pending: the same request may go again (same key). */
  | 'still-pending'
  /** Neither call 53 nor the list answered the look-up. */
  | 'check-failed'
  /** 422: no longer pending (being paid out, settled, cancelled elsewhere). */
  | 'refused'
  /** 404: the backend does not cancel withdrawals online. */
  | 'not-offered'
  /** Refused for another reason (a 5xx, ...): nothing changed, the client may try again. */
  | 'failed';

type LookedUp = LookUpResult<Transaction, 'still-pending' | 'check-failed' | 'refused'>;

/** Where the withdrawal stands after its cancellation's answer was lost (call 53, else the list). */
async function lookUpCancellation(row: Transaction, refresh: () => void): Promise<LookedUp> {
  const now = await standing(row);
  if (now === null) return { phase: 'check-failed' };
  if (now.status === 'cancelled') return { found: now };
  if (now.status === 'pending') return { phase: 'still-pending' };
  // Paid out or refused meanwhile: no cancellation to wait for.
  refresh();
  return { phase: 'refused', settled: true };
}

/** The phase a refusal of the cancellation leaves the dialog in. */
function refusalPhase(error: unknown): CancelPhase {
  if (isNotOffered(error)) return 'not-offered';
  return errorStatus(error) === 422 ? 'refused' : 'failed';
}

/**
 * Cancelling one pending withdrawal (call 52) as every money call goes (`useIdempotentSubmit`):
 * one `Idempotency-Key` per confirmation, one request however often the button is pressed, and
 * when the answer is lost the outcome is looked up (call 53, else the wallet's withdrawals), never
 * a new confirmation with a new key: confirming again after a lost answer sends the same body with
 * the same key. `done` gets the cancelled withdrawal once it is known cancelled.
 */
export function useCancelWithdrawal(row: Transaction, done: (cancelled: Transaction) => void) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<CancelPhase>('ask');
  const succeed = (cancelled: Transaction) => {
    showCancelled(queryClient, { ...cancelled, status: 'cancelled' });
    done(cancelled);
  };
  const cancel = useIdempotentSubmit<CancelWithdrawalRequest, unknown, Transaction, LookedUpPhase>({
    send: (body, withKey) => cancelWithdrawal(body, withKey),
    lookUp: () => lookUpCancellation(row, () => refreshMoney(queryClient)),
    lookUpFailed: 'check-failed',
    onFound: succeed,
  });

  const confirm = async () => {
    if (cancel.lost?.phase === 'checking') return;
    const submitted = await cancel.submit(() => ({ transaction_id: row.id }));
    if (submitted === null) return;
    // An answer without a readable transaction still means the withdrawal was cancelled.
    if ('answer' in submitted) return succeed(readCreatedTransaction(submitted.answer) ?? row);
    if (submitted.lost) return;
    const phase = refusalPhase(submitted.error);
    if (phase === 'not-offered') markCancelNotOffered(queryClient);
    if (phase === 'refused') refreshMoney(queryClient);
    setRefusal(phase);
  };

  return {
    phase: cancel.lost?.phase ?? refusal,
    /** The request is out: the confirm button is busy, the dialog stays. */
    sending: cancel.sending,
    confirm: () => void confirm(),
    checkAgain: cancel.checkAgain,
  };
}

type LookedUpPhase = Extract<LookedUp, { phase: string }>['phase'];
