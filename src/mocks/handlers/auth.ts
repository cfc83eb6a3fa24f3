import type { AuthToken, FingerprintRequest } from '@/api/generated/model';
import {
  getAutologinByTokenMockHandler,
  getAutologinMockHandler,
  getLoginMockHandler,
  getRegisterMockHandler,
  getResendVerificationEmailMockHandler,
  getResetPasswordMockHandler,
  getSendFingerprintMockHandler,
  getSendPasswordResetEmailMockHandler,
  getVerifyEmailMockHandler,
} from '@/api/generated/auth/auth.msw';
import {
  getGetClientInfoMockHandler,
  getLogoutMockHandler,
} from '@/api/generated/session/session.msw';
import { commit, demoNowIso, getDb, nextId, nextSeq, publicUser } from '../db';
import {
  type Body,
  Validator,
  bearerToken,
  flag,
  invalid,
  readBody,
  requireAuth,
  text,
} from '../http-utils';
import { deviceName } from '@/lib/device';
import type { UserRow } from '../schema';
import { asksForSecondStep, openChallenge } from '../twoFactor';
import { openAccount } from './trading';

export const VALID_RESET_TOKEN = 'valid-reset-token';
export const AUTOLOGIN_USED_MESSAGE = 'This sign-in link has expired or was already used.';
const CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
const SESSION_SECONDS = 2 * 60 * 60;
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Issues a token and records the signed-in device. */
export function signIn(user: UserRow, request: Request, body: Body, remember = false): AuthToken {
  const db = getDb();
  const seq = nextSeq();
  const sessionId = `sess-${user.id}-${seq}`;
  const token = `demo-${user.id}-${seq}-${Math.random().toString(36).slice(2, 10)}`;
  db.sessions.push({
    id: sessionId,
    user_id: user.id,
    device: deviceName(text(body.userAgent) || request.headers.get('user-agent') || ''),
    ip: `203.0.113.${(seq % 250) + 1}`,
    location: null,
    last_active_at: demoNowIso(),
  });
  db.tokens.push({ token, user_id: user.id, session_id: sessionId });
  commit();
  return { token, token_type: 'bearer', expires_in: remember ? REMEMBER_SECONDS : SESSION_SECONDS };
}

const findUser = (email: string): UserRow | undefined =>
  getDb().users.find((user) => user.email.toLowerCase() === email.toLowerCase());

function requireEmail(v: Validator, body: Body, field = 'email'): string {
  const email = v.requireText(body, field);
  if (email && !EMAIL_PATTERN.test(email))
    v.add(field, `The ${field} field must be a valid email address.`);
  return email;
}

export function checkNewPassword(v: Validator, body: Body): string {
  const password = typeof body.password === 'string' ? body.password : '';
  if (!password) v.add('password', 'The password field is required.');
  else if (password.length < 8)
    v.add('password', 'The password field must be at least 8 characters.');
  else if (password !== body.password_confirmation)
    v.add('password', 'The password field confirmation does not match.');
  return password;
}

function exchangeAutologin(token: string, request: Request, body: Body): AuthToken {
  const row = getDb().autologin.find((item) => item.token === token);
  const user = row && getDb().users.find((item) => item.id === row.user_id);
  if (!row || row.used || !user)
    invalid({ token: [AUTOLOGIN_USED_MESSAGE] }, AUTOLOGIN_USED_MESSAGE);
  row.used = true;
  return signIn(user, request, body);
}

export const authHandlers = [
  getSendFingerprintMockHandler(async ({ request }) => {
    const body = await readBody(request);
    const value = bearerToken(request);
    const userId = getDb().tokens.find((row) => row.token === value)?.user_id ?? null;
    getDb().fingerprints.push({
      ...(body as unknown as FingerprintRequest),
      user_id: userId,
      received_at: demoNowIso(),
    });
    commit();
    return { status: 'recorded', type: text(body.type) || null };
  }),

  getLoginMockHandler(async ({ request }) => {
    const body = await readBody(request);
    const v = new Validator();
    const email = requireEmail(v, body);
    if (typeof body.password !== 'string' || !body.password)
      v.add('password', 'The password field is required.');
    v.check();
    const user = findUser(email);
    if (!user || user.password !== body.password)
      invalid({ email: [CREDENTIALS_MESSAGE] }, CREDENTIALS_MESSAGE);
    if (!user.email_verified_at) invalid({ email: ['Your email address is not verified.'] });
    // The second step (call 49) issues the token; autologin links skip it (contract).
    if (asksForSecondStep(user.id)) return openChallenge(user, flag(body.remember));
    return signIn(user, request, body, flag(body.remember));
  }),

  getRegisterMockHandler(async ({ request }) => {
    const body = await readBody(request);
    const v = new Validator();
    const firstName = v.requireText(body, 'first_name');
    const secondName = v.requireText(body, 'second_name');
    const email = requireEmail(v, body);
    if (email && findUser(email)) v.add('email', 'The email has already been taken.');
    const password = checkNewPassword(v, body);
    if (!flag(body.terms)) v.add('terms', 'The terms field must be accepted.');
    v.check();
    const db = getDb();
    const mustVerify = email.toLowerCase().endsWith('@verify.example.com');
    const locale = (request.headers.get('accept-language') ?? 'en').slice(0, 2).toLowerCase();
    const user: UserRow = {
      id: nextId(db.users),
      first_name: firstName,
      second_name: secondName,
      email,
      password,
      status: 'active',
      role: 'client',
      avatar_url: null,
      language_cabinet: /^[a-z]{2}$/.test(locale) ? locale : 'en',
      email_verified_at: mustVerify ? null : demoNowIso(),
      phone: null,
      country: null,
    };
    db.users.push(user);
    db.wallets.push({
      id: nextId(db.wallets),
      user_id: user.id,
      currency: 'USD',
      name: 'Main wallet',
      opening_balance: 0,
    });
    openAccount(user.id, { id: 1, name: 'US Dollar' });
    db.verifications.push({ user_id: user.id, status: 'none', documents: [] });
    commit();
    if (mustVerify) return { status: 'verify-email' as const };
    return signIn(user, request, body);
  }),

  getSendPasswordResetEmailMockHandler(async ({ request }) => {
    const body = await readBody(request);
    const v = new Validator();
    const email = requireEmail(v, body);
    v.check();
    if (!findUser(email)) invalid({ email: ["We can't find a user with that email address."] });
    return { status: 'We have emailed your password reset link.' };
  }),

  getResetPasswordMockHandler(async ({ request }) => {
    const body = await readBody(request);
    const v = new Validator();
    v.requireText(body, 'token');
    const email = requireEmail(v, body);
    const password = checkNewPassword(v, body);
    v.check();
    const user = findUser(email);
    if (text(body.token) !== VALID_RESET_TOKEN || !user)
      invalid({ email: ['This password reset token is invalid.'] });
    user.password = password;
    commit();
    return { status: 'Your password has been reset.' };
  }),

  getVerifyEmailMockHandler(({ request, params }) => {
    const url = new URL(request.url);
    const user = getDb().users.find((row) => String(row.id) === String(params.id));
    if (!url.searchParams.get('expires') || !url.searchParams.get('signature') || !user) {
      invalid({ email: ['The verification link is invalid.'] });
    }
    if (user.email_verified_at) return { status: 'Your email address is already verified.' };
    user.email_verified_at = demoNowIso();
    commit();
    return { status: 'Your email address has been verified.' };
  }),

  getResendVerificationEmailMockHandler(async ({ request }) => {
    const body = await readBody(request);
    const v = new Validator();
    const email = requireEmail(v, body);
    v.check();
    const user = findUser(email);
    if (!user) invalid({ email: ["We can't find a user with that email address."] });
    if (user.email_verified_at) invalid({ email: ['The email is already verified.'] });
    return { status: 'We have emailed your verification link.' };
  }),

  getAutologinByTokenMockHandler(({ request, params }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams) as Body;
    return exchangeAutologin(String(params.token), request, query);
  }),

  getAutologinMockHandler(async ({ request }) => {
    const body = await readBody(request);
    const v = new Validator();
    const token = v.requireText(body, 'token');
    v.check();
    return exchangeAutologin(token, request, body);
  }),

  getGetClientInfoMockHandler(({ request }) => publicUser(requireAuth(request).user)),

  getLogoutMockHandler(({ request }) => {
    const { token } = requireAuth(request);
    const db = getDb();
    db.tokens = db.tokens.filter((row) => row.token !== token.token);
    db.sessions = db.sessions.filter((row) => row.id !== token.session_id);
    commit();
  }),
];
