import type { TwoFactorSetup, TwoFactorStatus } from '@/api/generated/model';
import { fail, isRecord, text } from '@/lib/tolerant';

/**
 * A `2fa/status` answer (call 44). Whether it is on must be a boolean: a page that guessed would
 * tell a client protected by a second factor that they are not, or the other way round.
 */
export function selectTwoFactorStatus(answer: unknown): TwoFactorStatus {
  if (!isRecord(answer) || typeof answer.enabled !== 'boolean') return fail();
  const left = answer.recovery_codes_left;
  return {
    enabled: answer.enabled,
    enabled_at: typeof answer.enabled_at === 'string' ? answer.enabled_at : null,
    recovery_codes_left:
      typeof left === 'number' && Number.isInteger(left) && left >= 0 ? left : Number.NaN,
  };
}

/** Recovery codes as sent (calls 45 and 48): a list of non-empty strings, else unreadable. */
export function readRecoveryCodes(list: unknown): string[] {
  if (!Array.isArray(list) || list.length === 0) return fail();
  return list.map((code) => (typeof code === 'string' && code.trim() ? code.trim() : fail()));
}

/** A `2fa/recovery-codes` answer (call 48): the new set. */
export const readRenewedCodes = (answer: unknown): string[] =>
  readRecoveryCodes(isRecord(answer) ? answer.recovery_codes : undefined);

/**
 * A `2fa/setup` answer (call 45). Without its secret and its `otpauth://` address nothing can be
 * set up, so either missing makes it unreadable.
 */
export function readTwoFactorSetup(answer: unknown): TwoFactorSetup {
  if (!isRecord(answer)) return fail();
  const secret = text(answer.secret).replace(/\s/g, '');
  const url = text(answer.otpauth_url);
  if (!secret || !url.startsWith('otpauth://')) return fail();
  return { secret, otpauth_url: url, recovery_codes: readRecoveryCodes(answer.recovery_codes) };
}

/** The second step a sign-in answer asks for (call 18 with two-factor sign-in on), or null. */
export interface SecondStep {
  challenge: string;
  /** Seconds within which the code must be sent. */
  expiresIn: number;
}

/** Default time for the second step when the answer does not say (the contract's demo: 300 s). */
const DEFAULT_SECONDS = 300;

/**
 * Call 18's answer when it is a two-factor challenge (`{ two_factor: true, challenge, expires_in }`),
 * else null (a token, read by the sign-in itself).
 */
export function readSecondStep(answer: unknown): SecondStep | null {
  if (!isRecord(answer) || answer.two_factor !== true) return null;
  const challenge = text(answer.challenge);
  if (!challenge) return fail();
  const seconds = answer.expires_in;
  return {
    challenge,
    expiresIn:
      typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
        ? seconds
        : DEFAULT_SECONDS,
  };
}

/** The token of a sign-in answer (calls 18 and 49), or null when there is none. */
export function readSignInToken(answer: unknown): string | null {
  return isRecord(answer) && typeof answer.token === 'string' && answer.token ? answer.token : null;
}
