import { HttpResponse } from 'msw';
import type { TwoFactorStatus } from '@/api/generated/model';
import { getLoginTwoFactorMockHandler } from '@/api/generated/auth/auth.msw';
import {
  getDisableTwoFactorMockHandler,
  getEnableTwoFactorMockHandler,
  getGetTwoFactorStatusMockHandler,
  getRenewRecoveryCodesMockHandler,
  getSetUpTwoFactorMockHandler,
} from '@/api/generated/security/security.msw';
import { commit, demoNowIso, getDb } from '../db';
import { type Body, Validator, invalid, readBody, requireAuth, text } from '../http-utils';
import type { TwoFactorRow, UserRow } from '../schema';
import { verifyTotp } from '../totp';
import {
  LOCK_SECONDS,
  MAX_FAILURES,
  ensureTwoFactor,
  newRecoveryCodes,
  newSetUp,
  normaliseRecoveryCode,
  openChallengeRow,
  twoFactorOf,
} from '../twoFactor';
import { signIn } from './auth';

/*
 * Two-factor sign-in (calls 44–49, beyond the specification; `?mock=beyond:off` makes them 404 in
 * the scenario layer). Codes are RFC 6238 TOTP of the real clock (../twoFactor says why).
 */

export const WRONG_CODE = 'The code is invalid.';
export const WRONG_RECOVERY_CODE = 'The recovery code is invalid.';
export const CHALLENGE_EXPIRED = 'This sign-in has expired. Please sign in again.';
const WRONG_PASSWORD = 'The password is incorrect.';

function status(row: TwoFactorRow | undefined): TwoFactorStatus {
  const enabled = Boolean(row?.secret);
  return {
    enabled,
    enabled_at: enabled ? (row?.enabled_at ?? null) : null,
    recovery_codes_left: enabled ? (row?.recovery_codes.length ?? 0) : 0,
  };
}

/** Takes an unused recovery code out of the user's list: true when it was one. */
function spendRecoveryCode(row: TwoFactorRow, typed: string): boolean {
  const code = normaliseRecoveryCode(typed);
  const index = row.recovery_codes.indexOf(code);
  if (index < 0) return false;
  row.recovery_codes.splice(index, 1);
  return true;
}

/** The password and code fields of a request, each required, the password checked. */
function checkPassword(v: Validator, user: UserRow, body: Body): void {
  const password = typeof body.password === 'string' ? body.password : '';
  if (!password) v.add('password', 'The password field is required.');
  else if (password !== user.password) v.add('password', WRONG_PASSWORD);
}

const tooManyAttempts = (seconds: number): never => {
  throw HttpResponse.json(
    { message: `Too many attempts. Please try again in ${seconds} seconds.` },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );
};

export const securityHandlers = [
  getGetTwoFactorStatusMockHandler(({ request }) => {
    const { user } = requireAuth(request);
    return status(twoFactorOf(user.id));
  }),

  getSetUpTwoFactorMockHandler(({ request }) => {
    const { user } = requireAuth(request);
    const row = ensureTwoFactor(user.id);
    if (row.secret) invalid({ code: ['Two-factor sign-in is already on.'] });
    const setUp = newSetUp(user);
    const recovery_codes = newRecoveryCodes();
    // A new set-up replaces one begun before: only the latest secret can be confirmed.
    row.pending = { secret: setUp.secret, recovery_codes };
    commit();
    return { ...setUp, recovery_codes: [...recovery_codes] };
  }),

  getEnableTwoFactorMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const v = new Validator();
    const code = v.requireText(body, 'code');
    v.check();
    const row = ensureTwoFactor(user.id);
    if (row.secret) return { enabled: true as const };
    if (!row.pending || !verifyTotp(row.pending.secret, code)) invalid({ code: [WRONG_CODE] });
    row.secret = row.pending.secret;
    row.recovery_codes = row.pending.recovery_codes;
    row.enabled_at = demoNowIso();
    row.pending = null;
    commit();
    return { enabled: true as const };
  }),

  getDisableTwoFactorMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const v = new Validator();
    checkPassword(v, user, body);
    const code = v.requireText(body, 'code');
    v.check();
    const row = twoFactorOf(user.id);
    if (!row?.secret) return { enabled: false };
    // Someone who lost the phone turns it off with a recovery code instead.
    if (!verifyTotp(row.secret, code) && !spendRecoveryCode(row, code)) {
      invalid({ code: [WRONG_CODE] });
    }
    row.secret = null;
    row.enabled_at = null;
    row.recovery_codes = [];
    commit();
    return { enabled: false };
  }),

  getRenewRecoveryCodesMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const v = new Validator();
    checkPassword(v, user, body);
    v.check();
    const row = twoFactorOf(user.id);
    if (!row?.secret) invalid({ password: ['Two-factor sign-in is off.'] });
    row.recovery_codes = newRecoveryCodes();
    commit();
    return { recovery_codes: [...row.recovery_codes] };
  }),

  getLoginTwoFactorMockHandler(async ({ request }) => {
    const body = await readBody(request);
    const v = new Validator();
    v.requireText(body, 'challenge');
    v.check();
    const challenge = openChallengeRow(text(body.challenge));
    if (!challenge) return invalid({ challenge: [CHALLENGE_EXPIRED] });
    const now = Date.now();
    if (challenge.locked_until !== null) {
      if (challenge.locked_until > now)
        tooManyAttempts(Math.ceil((challenge.locked_until - now) / 1000));
      challenge.locked_until = null;
      challenge.failures = 0;
    }
    const user = getDb().users.find((row) => row.id === challenge.user_id);
    const row = twoFactorOf(challenge.user_id);
    const recovery = body.recovery_code !== undefined;
    const field = recovery ? 'recovery_code' : 'code';
    const typed = v.requireText(body, field);
    v.check();
    if (!user || !row?.secret) return invalid({ challenge: [CHALLENGE_EXPIRED] });
    const right = recovery ? spendRecoveryCode(row, typed) : verifyTotp(row.secret, typed);
    if (!right) {
      challenge.failures += 1;
      if (challenge.failures >= MAX_FAILURES) challenge.locked_until = now + LOCK_SECONDS * 1000;
      commit();
      return invalid({ [field]: [recovery ? WRONG_RECOVERY_CODE : WRONG_CODE] });
    }
    const db = getDb();
    db.challenges = db.challenges.filter((item) => item !== challenge);
    return signIn(user, request, body, challenge.remember);
  }),
];
