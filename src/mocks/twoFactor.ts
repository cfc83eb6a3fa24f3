import type { TwoFactorChallenge } from '@/api/generated/model';
import { commit, getDb } from './db';
import { scenarioFor } from './scenarios';
import type { ChallengeRow, TwoFactorRow, UserRow } from './schema';
import { newSecret, secondsLeft, totp } from './totp';

/*
 * The demo backend's two-factor state (calls 44–49): who has it on, the sign-ins waiting for their
 * second step. Codes follow the real clock (`Date.now()`), not the demo clock: an authenticator
 * app, a test computing a code and the demo panel must all agree with the backend, and the demo
 * clock of tests and stories starts at a fixed date.
 */

/** How long the second step may take, in seconds (the challenge's `expires_in`). */
export const CHALLENGE_SECONDS = 300;
/** Wrong codes one challenge takes before it is locked. */
export const MAX_FAILURES = 5;
/** How long a locked challenge answers 429, in seconds (its `Retry-After`). */
export const LOCK_SECONDS = 60;

export const twoFactorOf = (userId: number): TwoFactorRow | undefined =>
  getDb().twoFactor.find((row) => row.user_id === userId);

/** The user's row, made on first use (a user who never set it up has none). */
export function ensureTwoFactor(userId: number): TwoFactorRow {
  let row = twoFactorOf(userId);
  if (!row) {
    row = { user_id: userId, secret: null, enabled_at: null, recovery_codes: [], pending: null };
    getDb().twoFactor.push(row);
  }
  return row;
}

/**
 * Whether a sign-in of this user asks for a second step: two-factor sign-in is on, and the demo
 * offers it (`?mock=beyond:off`, or a 404 switched on for call 49, plays a backend without it,
 * whose sign-in is the password alone).
 */
export const asksForSecondStep = (userId: number): boolean =>
  Boolean(twoFactorOf(userId)?.secret) && scenarioFor('loginTwoFactor') !== '404';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Eight new recovery codes, `xxxxx-xxxxx` (no 0/o, 1/l/i to misread). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 8 }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const chars = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed: case, spaces and a missing dash do not matter. */
export const normaliseRecoveryCode = (code: string): string => {
  const plain = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
};

/** A new secret and its `otpauth://` address (what the QR code holds). */
export function newSetUp(user: UserRow): { secret: string; otpauth_url: string } {
  const secret = newSecret();
  const issuer = 'Northstar Markets';
  const label = encodeURIComponent(`${issuer}:${user.email}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
  return { secret, otpauth_url: `otpauth://totp/${label}?${query.toString()}` };
}

/** The second step of a sign-in whose password was right. */
export function openChallenge(user: UserRow, remember: boolean): TwoFactorChallenge {
  const db = getDb();
  const now = Date.now();
  // Expired challenges go: the list stays as short as the sign-ins under way.
  db.challenges = db.challenges.filter((row) => row.expires_at > now);
  const challenge = `ch-${user.id}-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')}`;
  db.challenges.push({
    challenge,
    user_id: user.id,
    remember,
    expires_at: now + CHALLENGE_SECONDS * 1000,
    failures: 0,
    locked_until: null,
  });
  commit();
  return { two_factor: true, challenge, expires_in: CHALLENGE_SECONDS };
}

/** A challenge still open, or undefined (unknown, used or expired). */
export const openChallengeRow = (challenge: string): ChallengeRow | undefined =>
  getDb().challenges.find((row) => row.challenge === challenge && row.expires_at > Date.now());

/**
 * The current code of a demo account with two-factor sign-in on, and how long it lasts: the demo
 * panel shows it so that a reviewer without the secret in an app can sign in. Null when it is off.
 */
export function demoTwoFactorCode(
  email: string,
  atMs = Date.now(),
): { code: string; secondsLeft: number } | null {
  const user = getDb().users.find((row) => row.email.toLowerCase() === email.toLowerCase());
  const secret = user ? twoFactorOf(user.id)?.secret : null;
  if (!secret) return null;
  return { code: totp(secret, atMs), secondsLeft: secondsLeft(atMs) };
}
