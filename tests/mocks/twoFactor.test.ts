import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEEDED_TOKENS } from '@/mocks/db';
import { applyMockQuery } from '@/mocks/scenarios';
import { TWO_FACTOR_RECOVERY_CODES, TWO_FACTOR_SECRET } from '@/mocks/seed/twoFactor';
import { base32Decode, base32Encode, hotp, totp, verifyTotp } from '@/mocks/totp';
import { demoTwoFactorCode } from '@/mocks/twoFactor';
import { ORIGIN, call, login } from './api';

const TWO_FA = { email: '2fa@example.com', password: 'password' };
const TOKEN = SEEDED_TOKENS.twoFactor;

/** The password step of the two-factor demo account: its challenge. */
async function challenge(remember = false): Promise<string> {
  const answer = await call('/api/login', { ...TWO_FA, remember }, { token: null });
  expect(answer.status).toBe(200);
  return (answer.data as { challenge: string }).challenge;
}

const second = (body: Record<string, unknown>) => call('/api/login/2fa', body, { token: null });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('demo backend: TOTP', () => {
  // RFC 6238, appendix B: the SHA-1 secret "12345678901234567890", 8 digits.
  const key = new TextEncoder().encode('12345678901234567890');

  it('computes the RFC 6238 test vectors', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors)
      expect(hotp(key, Math.floor(seconds / 30), 8)).toBe(code);
    expect(totp(base32Encode(key), 59_000)).toBe('287082');
  });

  it('agrees with node:crypto for keys of any length', () => {
    for (let length = 1; length <= 100; length += 9) {
      const secret = Uint8Array.from({ length }, (_, i) => (i * 37 + length) % 256);
      const counter = 57_000_000 + length;
      const message = Buffer.alloc(8);
      message.writeBigUInt64BE(BigInt(counter));
      const mac = createHmac('sha1', Buffer.from(secret)).update(message).digest();
      const value = (mac.readUInt32BE(mac[19]! & 15) & 0x7fffffff) % 1_000_000;
      expect(hotp(secret, counter)).toBe(String(value).padStart(6, '0'));
    }
  });

  it('reads base32 in any case, with spaces, and refuses other letters', () => {
    expect(base32Decode('jbsw y3dp')).toEqual(base32Decode('JBSWY3DP'));
    expect(base32Decode('JBSW1')).toBeNull();
  });

  it('accepts the codes of the previous and next 30 seconds, not older ones', () => {
    const at = 1_800_000_000_000;
    expect(verifyTotp(TWO_FACTOR_SECRET, totp(TWO_FACTOR_SECRET, at), at)).toBe(true);
    expect(verifyTotp(TWO_FACTOR_SECRET, totp(TWO_FACTOR_SECRET, at - 30_000), at)).toBe(true);
    expect(verifyTotp(TWO_FACTOR_SECRET, totp(TWO_FACTOR_SECRET, at + 30_000), at)).toBe(true);
    expect(verifyTotp(TWO_FACTOR_SECRET, totp(TWO_FACTOR_SECRET, at - 60_000), at)).toBe(false);
    expect(verifyTotp(TWO_FACTOR_SECRET, 'abcdef', at)).toBe(false);
  });

  it('gives the demo panel the current code of 2fa@example.com only', () => {
    expect(demoTwoFactorCode('2fa@example.com')?.code).toBe(totp(TWO_FACTOR_SECRET));
    expect(demoTwoFactorCode('demo@example.com')).toBeNull();
  });
});

describe('demo backend: two-factor sign-in', () => {
  it('answers the password of an account with two-factor sign-in on with a challenge', async () => {
    const answer = await call('/api/login', TWO_FA, { token: null });
    expect(answer.data).toEqual({
      two_factor: true,
      challenge: expect.stringMatching(/^ch-/),
      expires_in: 300,
    });
    expect(answer.data).not.toHaveProperty('token');
  });

  it('signs in with the current code, for a year with remember me', async () => {
    const answer = await second({
      challenge: await challenge(true),
      code: totp(TWO_FACTOR_SECRET),
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ token_type: 'bearer', expires_in: 365 * 24 * 3600 });
    const me = await call(
      '/api/client-info',
      {},
      { token: (answer.data as { token: string }).token },
    );
    expect(me.data).toMatchObject({ email: '2fa@example.com' });
  });

  it('refuses a wrong code under `code`, and a used challenge afterwards', async () => {
    const open = await challenge();
    const wrong = await second({ challenge: open, code: '000000' });
    expect(wrong).toMatchObject({
      status: 422,
      data: { errors: { code: ['The code is invalid.'] } },
    });
    expect((await second({ challenge: open, code: totp(TWO_FACTOR_SECRET) })).status).toBe(200);
    const again = await second({ challenge: open, code: totp(TWO_FACTOR_SECRET) });
    expect(again).toMatchObject({
      status: 422,
      data: { errors: { challenge: [expect.any(String)] } },
    });
  });

  it('takes each recovery code once', async () => {
    const [code] = TWO_FACTOR_RECOVERY_CODES;
    const first = await second({
      challenge: await challenge(),
      recovery_code: code!.toUpperCase(),
    });
    expect(first.status).toBe(200);
    const reused = await second({ challenge: await challenge(), recovery_code: code });
    expect(reused).toMatchObject({
      status: 422,
      data: { errors: { recovery_code: ['The recovery code is invalid.'] } },
    });
    const status = await call('/api/2fa/status', undefined, { token: TOKEN });
    expect(status.data).toMatchObject({ enabled: true, recovery_codes_left: 7 });
  });

  it('answers 429 with Retry-After after five wrong codes for one challenge, even for the right one', async () => {
    const open = await challenge();
    for (let i = 0; i < 5; i += 1)
      expect((await second({ challenge: open, code: '000000' })).status).toBe(422);
    const response = await fetch(`${ORIGIN}/api/login/2fa`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ challenge: open, code: totp(TWO_FACTOR_SECRET) }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another challenge is not locked.
    expect(
      (await second({ challenge: await challenge(), code: totp(TWO_FACTOR_SECRET) })).status,
    ).toBe(200);
  });

  it('refuses a challenge after its time', async () => {
    const open = await challenge();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 301_000);
    const late = await second({ challenge: open, code: totp(TWO_FACTOR_SECRET, now + 301_000) });
    expect(late).toMatchObject({
      status: 422,
      data: { errors: { challenge: [expect.any(String)] } },
    });
  });

  it('with ?mock=beyond:off: calls 44–49 answer 404 and the password alone signs in', async () => {
    applyMockQuery('?mock=beyond:off');
    for (const path of ['/api/2fa/status', '/api/2fa/setup', '/api/login/2fa'])
      expect((await call(path, {}, { token: TOKEN })).status).toBe(404);
    await expect(login(TWO_FA.email, TWO_FA.password)).resolves.toMatch(/^demo-/);
  });
});

describe('demo backend: two-factor settings', () => {
  it('sets it up, refuses a wrong code, turns it on with the right one and then asks for it', async () => {
    const token = await login();
    expect((await call('/api/2fa/status', undefined, { token })).data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    const setup = await call('/api/2fa/setup', undefined, { token });
    const { secret, otpauth_url, recovery_codes } = setup.data as {
      secret: string;
      otpauth_url: string;
      recovery_codes: string[];
    };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(
      new RegExp(`^otpauth://totp/Northstar%20Markets%3Ademo%40example\\.com\\?secret=${secret}&`),
    );
    expect(recovery_codes).toHaveLength(8);
    // Not active until confirmed.
    expect((await call('/api/2fa/status', undefined, { token })).data.enabled).toBe(false);
    const wrong = await call('/api/2fa/enable', { code: '123456' }, { token });
    expect(wrong).toMatchObject({ status: 422, data: { errors: { code: [expect.any(String)] } } });
    const right = await call('/api/2fa/enable', { code: totp(secret) }, { token });
    expect(right).toMatchObject({ status: 200, data: { enabled: true } });
    expect((await call('/api/2fa/status', undefined, { token })).data).toMatchObject({
      enabled: true,
      enabled_at: expect.any(String),
      recovery_codes_left: 8,
    });
    const password = await call(
      '/api/login',
      { email: 'demo@example.com', password: 'password' },
      { token: null },
    );
    expect(password.data).toMatchObject({ two_factor: true });
    const withCode = await second({
      challenge: password.data.challenge,
      recovery_code: recovery_codes[3],
    });
    expect(withCode.status).toBe(200);
  });

  it('makes new recovery codes with the password only; the old ones stop working', async () => {
    const refused = await call('/api/2fa/recovery-codes', { password: 'nope' }, { token: TOKEN });
    expect(refused).toMatchObject({
      status: 422,
      data: { errors: { password: ['The password is incorrect.'] } },
    });
    const renewed = await call(
      '/api/2fa/recovery-codes',
      { password: 'password' },
      { token: TOKEN },
    );
    const codes = (renewed.data as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(8);
    expect(codes).not.toContain(TWO_FACTOR_RECOVERY_CODES[0]);
    const old = await second({
      challenge: await challenge(),
      recovery_code: TWO_FACTOR_RECOVERY_CODES[0],
    });
    expect(old.status).toBe(422);
    expect((await second({ challenge: await challenge(), recovery_code: codes[0] })).status).toBe(
      200,
    );
  });

  it('turns it off with the password and a code, each refusal under its field', async () => {
    const both = await call('/api/2fa/disable', { password: 'nope', code: '' }, { token: TOKEN });
    expect(both).toMatchObject({
      status: 422,
      data: {
        errors: {
          password: ['The password is incorrect.'],
          code: ['The code field is required.'],
        },
      },
    });
    const wrongCode = await call(
      '/api/2fa/disable',
      { password: 'password', code: '000000' },
      { token: TOKEN },
    );
    expect(wrongCode).toMatchObject({
      status: 422,
      data: { errors: { code: ['The code is invalid.'] } },
    });
    const off = await call(
      '/api/2fa/disable',
      { password: 'password', code: totp(TWO_FACTOR_SECRET) },
      { token: TOKEN },
    );
    expect(off).toMatchObject({ status: 200, data: { enabled: false } });
    await expect(login(TWO_FA.email, TWO_FA.password)).resolves.toMatch(/^demo-/);
  });
});
