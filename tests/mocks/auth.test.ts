import { describe, expect, it } from 'vitest';
import { LoginResponse, RegisterResponse } from '@/api/generated/zod/index.zod';
import { SEEDED_TOKENS, getDb, recordedFingerprints } from '@/mocks/db';
import { DEMO_ACCOUNTS } from '@/mocks/demo-accounts';
import { call, login } from './api';

describe('demo backend: sign-in', () => {
  it('answers a bearer token for the right credentials', async () => {
    const answer = await call(
      '/api/login',
      { email: 'demo@example.com', password: 'password' },
      { token: null },
    );
    expect(answer.status).toBe(200);
    expect(LoginResponse.parse(answer.data)).toMatchObject({
      token_type: 'bearer',
      expires_in: 7200,
    });
    const remembered = await call(
      '/api/login',
      { email: 'demo@example.com', password: 'password', remember: true },
      { token: null },
    );
    expect(remembered.data.expires_in).toBe(365 * 24 * 3600);
  });

  it('refuses a wrong password with the Laravel credentials message', async () => {
    const answer = await call(
      '/api/login',
      { email: 'demo@example.com', password: 'nope' },
      { token: null },
    );
    expect(answer.status).toBe(422);
    expect(answer.data).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('reports each missing field', async () => {
    const answer = await call('/api/login', {}, { token: null });
    expect(answer.status).toBe(422);
    expect(answer.data.errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('lists the four demo accounts: three sign in, the two-factor one is asked for its code', async () => {
    expect(DEMO_ACCOUNTS.map((account) => [account.email, account.role])).toEqual([
      ['demo@example.com', 'investor'],
      ['client@example.com', 'client'],
      ['failed@example.com', 'client'],
      ['2fa@example.com', 'client'],
    ]);
    for (const account of DEMO_ACCOUNTS.filter((item) => !item.twoFactor))
      await expect(login(account.email, account.password)).resolves.toMatch(/^demo-/);
    const second = await call(
      '/api/login',
      { email: '2fa@example.com', password: 'password' },
      { token: null },
    );
    expect(second.data).toEqual({
      two_factor: true,
      challenge: expect.any(String),
      expires_in: 300,
    });
  });

  it('answers 401 without a token, with an unknown token, and the user with one', async () => {
    expect((await call('/api/client-info', {}, { token: null })).status).toBe(401);
    expect((await call('/api/wallets', undefined, { token: 'made-up' })).status).toBe(401);
    const token = await login('client@example.com');
    const me = await call('/api/client-info', {}, { token });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({
      email: 'client@example.com',
      role: 'client',
      status: 'active',
    });
    expect(me.data).not.toHaveProperty('password');
  });

  it('answers status failed for the failed demo user', async () => {
    const token = await login('failed@example.com');
    expect((await call('/api/client-info', {}, { token })).data.status).toBe('failed');
  });

  it('revokes the token on logout', async () => {
    const token = await login();
    const out = await call('/api/logout', undefined, { token });
    expect(out.status).toBe(204);
    expect((await call('/api/client-info', {}, { token })).status).toBe(401);
    expect((await call('/api/client-info', {}, { token: SEEDED_TOKENS.demo })).status).toBe(200);
  });

  it('records posted fingerprints with their user', async () => {
    const token = await login();
    const fingerprint = {
      visitorId: 'v-1',
      timezone: 'Europe/Prague',
      platform: 'Linux',
      userAgent: 'test',
      type: 'login',
    };
    expect((await call('/api/fingerprint', fingerprint, { token })).status).toBe(200);
    expect(recordedFingerprints()).toEqual([
      expect.objectContaining({ ...fingerprint, user_id: 1 }),
    ]);
  });
});

describe('demo backend: registration and e-mail', () => {
  const person = {
    first_name: 'Ada',
    second_name: 'Lovelace',
    email: 'ada@example.com',
    password: 'secret-123',
    password_confirmation: 'secret-123',
    terms: true,
  };

  it('creates a user with a wallet and a trading account and signs it in', async () => {
    const answer = await call('/api/register', person, { token: null });
    expect(answer.status).toBe(200);
    const { token } = RegisterResponse.parse(answer.data) as { token: string };
    expect((await call('/api/client-info', {}, { token })).data).toMatchObject({
      first_name: 'Ada',
      role: 'client',
    });
    expect((await call('/api/wallets', undefined, { token })).data).toEqual([
      expect.objectContaining({ currency: 'USD', name: 'Main wallet', balance: 0 }),
    ]);
    expect((await call('/api/trading-account/list', undefined, { token })).data.data).toHaveLength(
      1,
    );
    await expect(login('ada@example.com', 'secret-123')).resolves.toBeTruthy();
  });

  it('refuses a taken e-mail, a mismatched confirmation and unaccepted terms', async () => {
    const answer = await call(
      '/api/register',
      { ...person, email: 'demo@example.com', password_confirmation: 'other-123', terms: false },
      { token: null },
    );
    expect(answer.status).toBe(422);
    expect(answer.data.errors).toEqual({
      email: ['The email has already been taken.'],
      password: ['The password field confirmation does not match.'],
      terms: ['The terms field must be accepted.'],
    });
  });

  it('asks @verify.example.com addresses to verify first, then lets them in', async () => {
    const email = 'new@verify.example.com';
    const answer = await call('/api/register', { ...person, email }, { token: null });
    expect(answer.data).toEqual({ status: 'verify-email' });
    expect(
      (await call('/api/login', { email, password: person.password }, { token: null })).status,
    ).toBe(422);
    expect((await call('/api/email/resend', { email }, { token: null })).data.status).toMatch(
      /verification link/,
    );
    const id = getDb().users.find((user) => user.email === email)?.id;
    expect((await call(`/api/email/verify/${id}`, undefined, { token: null })).status).toBe(422);
    const verified = await call(
      `/api/email/verify/${id}?expires=1900000000&signature=abc`,
      undefined,
      { token: null },
    );
    expect(verified).toMatchObject({
      status: 200,
      data: { status: 'Your email address has been verified.' },
    });
    await expect(login(email, person.password)).resolves.toBeTruthy();
    expect((await call('/api/email/resend', { email }, { token: null })).status).toBe(422);
  });

  it('sends reset links and resets with the valid token only', async () => {
    expect(
      (await call('/api/password/email', { email: 'demo@example.com' }, { token: null })).data,
    ).toHaveProperty('status');
    expect(
      (await call('/api/password/email', { email: 'nobody@example.com' }, { token: null })).status,
    ).toBe(422);
    const reset = {
      email: 'demo@example.com',
      password: 'new-password',
      password_confirmation: 'new-password',
    };
    const bad = await call('/api/password/reset', { ...reset, token: 'other' }, { token: null });
    expect(bad.status).toBe(422);
    expect(bad.data.errors.email).toEqual(['This password reset token is invalid.']);
    const good = await call(
      '/api/password/reset',
      { ...reset, token: 'valid-reset-token' },
      { token: null },
    );
    expect(good.status).toBe(200);
    await expect(login('demo@example.com', 'new-password')).resolves.toBeTruthy();
  });
});

describe('demo backend: automatic sign-in', () => {
  it('exchanges an autologin token once (GET), then answers 422', async () => {
    const first = await call('/api/autologin/demo-autologin?visitorId=v', undefined, {
      token: null,
      method: 'GET',
    });
    expect(first.status).toBe(200);
    expect((await call('/api/client-info', {}, { token: first.data.token })).data.email).toBe(
      'demo@example.com',
    );
    const again = await call('/api/autologin/demo-autologin', undefined, {
      token: null,
      method: 'GET',
    });
    expect(again.status).toBe(422);
    expect(again.data.message).toBe('This sign-in link has expired or was already used.');
  });

  it('exchanges an autologin token once (POST)', async () => {
    const first = await call('/api/autologin', { token: 'client-autologin' }, { token: null });
    expect((await call('/api/client-info', {}, { token: first.data.token })).data.email).toBe(
      'client@example.com',
    );
    expect(
      (await call('/api/autologin', { token: 'client-autologin' }, { token: null })).status,
    ).toBe(422);
    expect((await call('/api/autologin', { token: 'unknown' }, { token: null })).status).toBe(422);
  });

  it('answers a trading platform link for an own trading account only', async () => {
    const link = await call('/api/trading-account/autologin', { trading_account_id: 301 });
    expect(link.data.url).toMatch(/^https:\/\/trade\.example\.com\/login\?ticket=/);
    expect((await call('/api/trading-account/autologin', { trading_account_id: 305 })).status).toBe(
      422,
    );
  });

  it('stores the cabinet language on the user', async () => {
    expect((await call('/api/settings/profile-settings', { language_cabinet: 'de' })).status).toBe(
      200,
    );
    expect((await call('/api/client-info', {})).data.language_cabinet).toBe('de');
    expect((await call('/api/settings/profile-settings', { language_cabinet: 'xx' })).status).toBe(
      422,
    );
  });
});
