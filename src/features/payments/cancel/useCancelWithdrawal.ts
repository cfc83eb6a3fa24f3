import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorStatus, outcomeUnknown, withIdempotencyKey } from '@/api';
import type { Transaction } from '@/api/generated/model';
import { cancelWithdrawal } from '@/api/generated/payments/payments';
import { isNotOffered } from '@/api/offered';
import { readCreatedTransaction } from '@/api/readers/transaction';
import { useIdempotencyKey } from '@/form';
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

/**
 * Cancelling one pending withdrawal (call 52) as every money call goes: one `Idempotency-Key` per
 * confirmation, one request however often the button is pressed, and when the answer is lost the
 * outcome is looked up (call 53, else the wallet's withdrawals), never a new confirmation with a
 * new key: confirming again after a lost answer sends the same body with the same key. `done`
 * gets the cancelled withdrawal once it is known cancelled.
 */
export function useCancelWithdrawal(row: Transaction, done: (cancelled: Transaction) => void) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKey();
  const [phase, setPhase] = useState<CancelPhase>('ask');
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  // The look-up of an older attempt is not news once another one started.
  const generation = useRef(0);

  const succeed = (cancelled: Transaction) => {
    keys.settle();
    showCancelled(queryClient, { ...cancelled, status: 'cancelled' });
    done(cancelled);
  };

  const lookUp = async () => {
    const mine = ++generation.current;
    setPhase('checking');
    const now = await standing(row);
    if (mine !== generation.current) return;
    if (now === null) setPhase('check-failed');
    else if (now.status === 'cancelled') succeed(now);
    else if (now.status === 'pending') setPhase('still-pending');
    else {
      // Paid out or refused meanwhile: no cancellation to wait for.
      keys.settle();
      refreshMoney(queryClient);
      setPhase('refused');
    }
  };

  const refusedWith = (error: unknown) => {
    keys.settle();
    if (isNotOffered(error)) {
      markCancelNotOffered(queryClient);
      setPhase('not-offered');
    } else if (errorStatus(error) === 422) {
      refreshMoney(queryClient);
      setPhase('refused');
    } else setPhase('failed');
  };

  const confirm = async () => {
    if (busy.current || phase === 'checking') return;
    busy.current = true;
    setSending(true);
    generation.current += 1;
    const body = { transaction_id: row.id };
    try {
      const answer = await cancelWithdrawal(body, withIdempotencyKey(keys.keyFor(body)));
      // An answer without a readable transaction still means the withdrawal was cancelled.
      succeed(readCreatedTransaction(answer) ?? row);
    } catch (error) {
      if (outcomeUnknown(error)) void lookUp();
      else refusedWith(error);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return {
    phase,
    /** The request is out: the confirm button is busy, the dialog stays. */
    sending,
    confirm: () => void confirm(),
    checkAgain: () => void lookUp(),
  };
}
