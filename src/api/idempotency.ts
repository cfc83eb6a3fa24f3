import { isAxiosError } from '@/api/errors';

/**
 * Money calls (`x-idempotent` in the contract: deposit, withdraw, IPO buy and sell, account
 * creation) carry one key per confirmation the client makes. A retry of the same confirmation
 * sends the same key, and a backend that sees a key again answers what the first request got
 * without acting again: a lost answer or a browser's own resend never moves money twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID (v4); `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The request options that send `key` with a generated call: `createDeposit(body, withKey(key))`. */
export const withIdempotencyKey = (key: string): { headers: Record<string, string> } => ({
  headers: { [IDEMPOTENCY_HEADER]: key },
});

/**
 * Whether a failed money call may still have been carried out: no answer came back at all (the
 * connection dropped after sending), or a gateway gave up waiting for the backend (502, 504).
 * Anything else is a definite answer: the call was refused and nothing moved.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status === 502 || status === 504;
}
