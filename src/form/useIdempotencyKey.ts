import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from '@/api/idempotency';

export interface IdempotencyKeys {
  /**
   * The key of a confirmation of `request`: the key of the last one when it is the same request
   * and its outcome was never settled (a retry), a new key otherwise.
   */
  keyFor: (request: unknown) => string;
  /** The backend answered (carried out or refused): the next confirmation is a new one. */
  settle: () => void;
}

/**
 * One `Idempotency-Key` per confirmation of a money call (see `@/api/idempotency`). Sending the
 * same request again after a lost answer reuses its key, so the backend acts at most once.
 */
export function useIdempotencyKey(): IdempotencyKeys {
  const pending = useRef<{ key: string; request: string } | null>(null);
  return useMemo(
    () => ({
      keyFor: (request) => {
        const text = JSON.stringify(request);
        if (pending.current?.request !== text) {
          pending.current = { key: newIdempotencyKey(), request: text };
        }
        return pending.current.key;
      },
      settle: () => {
        pending.current = null;
      },
    }),
    [],
  );
}
