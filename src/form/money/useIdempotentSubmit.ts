import { useRef, useState } from 'react';
import { errorStatus } from '@/api/errors';
import { outcomeUnknown, withIdempotencyKey } from '@/api/idempotency';
import { useIdempotencyKey, type IdempotencyKeys } from '../useIdempotencyKey';

/** What looking up a confirmation whose answer was lost told: what it made, or where it stands. */
export type LookUpResult<F, P extends string> =
  | { found: F }
  /** Not found (yet), or not checkable: `settled` when it still tells the outcome (a refusal). */
  | { phase: P; settled?: boolean };

/** A confirmation whose answer was lost: what was sent (it alone may go again) and its look-up. */
export interface LostRequest<Q, P extends string> {
  request: Q;
  phase: 'checking' | P;
}

/** How a submission ended: the answer, a failure (`lost`: its outcome is unknown), or ignored. */
export type Submitted<A> = { answer: A } | { error: unknown; lost: boolean } | null;

/** The keys of a page's confirmations, kept while a dialog that sends them closes and reopens. */
export type IdempotencyScope = IdempotencyKeys;

export interface IdempotentSubmitOptions<Q, A, F, P extends string> {
  /** Makes the call; `options` carry the confirmation's `Idempotency-Key`. */
  send: (request: Q, options: { headers: Record<string, string> }) => Promise<A>;
  /** Looks up what a confirmation whose answer was lost made (the feature's own look-up). */
  lookUp: (request: Q) => Promise<LookUpResult<F, P>>;
  /**
   * Where a look-up that throws leaves the confirmation: the feature's "could not check" phase,
   * from which the client may check again or send the same request (never stuck "checking").
   */
  lookUpFailed: P;
  /** The look-up found what the lost confirmation made. */
  onFound?: (found: F, request: Q) => void;
  /** What identifies a request for its key (its body); the whole request when absent. */
  bodyOf?: (request: Q) => unknown;
  /** Keys held by the page (`useIdempotencyScope`) rather than by this component. */
  scope?: IdempotencyScope;
}

/** A definite refusal (4xx): the backend answered and did nothing, so the next confirmation is new. */
function refused(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}

/** Whether a failed money call may still have been carried out (its answer was lost). */
export const isLostAnswer = outcomeUnknown;

/**
 * Keys that outlive the component sending them: a page holds them for a dialog that may be closed
 * and opened anew, so the same request confirmed again after a lost answer keeps its key.
 */
export function useIdempotencyScope(): IdempotencyScope {
  return useIdempotencyKey();
}

/** The answer of a submission, or its failure thrown (for `useForm`'s `send`). */
export function answerOf<A>(submitted: Submitted<A>): A {
  if (submitted === null) throw new Error('A confirmation is already under way');
  if ('answer' in submitted) return submitted.answer;
  throw submitted.error;
}

/**
 * The one way a money call is sent (deposit, withdraw, transfer, IPO buy and sell, account
 * creation, cancelling a withdrawal). Each confirmation carries one `Idempotency-Key`: the same
 * request sent again before its outcome is known keeps its key, an answer or a definite refusal
 * (4xx) settles it, so the next confirmation gets a new one. A second submission while one is under
 * way (a double click, a second Enter) is ignored. When the answer is lost (no answer, 502, 504),
 * the outcome is looked up with the feature's `lookUp`, never resent with a new key: until the
 * look-up finds it, only the same request may go again (`submit` sends `lost.request`).
 */
export function useIdempotentSubmit<Q, A, F = never, P extends string = never>(
  options: IdempotentSubmitOptions<Q, A, F, P>,
) {
  const own = useIdempotencyKey();
  const keys = options.scope ?? own;
  const [lost, setLostState] = useState<LostRequest<Q, P> | null>(null);
  const lostNow = useRef<LostRequest<Q, P> | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  // The answer of an older look-up (or one after the outcome became known) is not news.
  const generation = useRef(0);

  const setLost = (next: LostRequest<Q, P> | null) => {
    lostNow.current = next;
    setLostState(next);
  };

  const check = async (request: Q) => {
    const mine = ++generation.current;
    setLost({ request, phase: 'checking' });
    let result: LookUpResult<F, P>;
    try {
      result = await options.lookUp(request);
    } catch (error) {
      console.error('The look-up of a lost answer failed', error);
      result = { phase: options.lookUpFailed };
    }
    if (mine !== generation.current) return;
    if ('found' in result) {
      generation.current += 1;
      keys.settle();
      setLost(null);
      options.onFound?.(result.found, request);
      return;
    }
    if (result.settled) keys.settle();
    setLost({ request, phase: result.phase });
  };

  const attempt = async (make: () => Q | Promise<Q>): Promise<NonNullable<Submitted<A>>> => {
    let request: Q;
    try {
      // After a lost answer, only the same request goes out again: the same body, hence the same key.
      request = lostNow.current?.request ?? (await make());
    } catch (error) {
      return { error, lost: false };
    }
    const { send, bodyOf = (sent: Q) => sent } = options;
    try {
      const answer = await send(request, withIdempotencyKey(keys.keyFor(bodyOf(request))));
      keys.settle();
      setLost(null);
      return { answer };
    } catch (error) {
      if (isLostAnswer(error)) {
        void check(request);
        return { error, lost: true };
      }
      if (refused(error)) keys.settle();
      setLost(null);
      return { error, lost: false };
    }
  };

  return {
    /**
     * Sends the request `make` builds (or the lost one again, with its key, ending a look-up under
     * way) once; null while another submission is under way.
     */
    submit: async (make: () => Q | Promise<Q>): Promise<Submitted<A>> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      generation.current += 1;
      setSending(true);
      try {
        return await attempt(make);
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    /** Set while the last confirmation's answer is lost: what was sent and the look-up's phase. */
    lost,
    /** "Check again": looks the lost confirmation's outcome up again. */
    checkAgain: () => {
      if (lostNow.current) void check(lostNow.current.request);
    },
    /** A new confirmation begins: the lost one is forgotten (its key stays for the same request). */
    clear: () => {
      generation.current += 1;
      setLost(null);
    },
    /** The request is out (not yet answered). */
    sending,
    /** A request or a look-up is under way. */
    busy: sending || lost?.phase === 'checking',
  };
}
