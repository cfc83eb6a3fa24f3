import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEEDED_TOKENS } from '@/mocks/db';
import { applyMockQuery } from '@/mocks/scenarios';
import { type Loose, ORIGIN, call, login } from './api';
import { createPasskey, type SoftPasskey, usePasskey } from './softAuthenticator';

const signedOut = { token: null };

/** Adds a passkey for the client of `token` (calls 61 and 62): the authenticator's copy of it. */
async function addPasskey(token: string, name?: string): Promise<SoftPasskey> {
  const { data } = await call('/api/passkeys/options', undefined, { token });
  const made = await createPasskey(data.options, ORIGIN);
  const answer = await call(
    '/api/passkeys/register',
    { name, credential: made.response },
    { token },
  );
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return made.passkey;
}

/** Calls 64 and 65 with `passkey`, spoiled as asked. */
async function signInWith(passkey: SoftPasskey, spoil = {}) {
  const { data } = await call('/api/login/passkey/options', undefined, signedOut);
  const credential = await usePasskey(passkey, data.options, ORIGIN, spoil);
  return call('/api/login/passkey', { challenge: data.challenge, credential }, signedOut);
}

const list = async (token: string) =>
  (await call('/api/passkeys', undefined, { token })).data.data as Loose[];

afterEach(() => {
  vi.useRealTimers();
});

describe('demo backend: adding a passkey (calls 60–62)', () => {
  it('asks for a discoverable, user-verified passkey of this host and keeps it by name', async () => {
    const token = await login('client@example.com');
    const { data } = await call('/api/passkeys/options', undefined, { token });
    expect(data.options).toMatchObject({
      rp: { id: '127.0.0.1', name: expect.any(String) },
      user: { id: expect.any(String), name: 'client@example.com' },
      challenge: expect.any(String),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const made = await createPasskey(data.options, ORIGIN);
    const answer = await call(
      '/api/passkeys/register',
      { name: 'Work laptop', credential: made.response },
      { token },
    );
    expect(answer.data.data).toEqual({
      id: expect.any(Number),
      name: 'Work laptop',
      created_at: expect.any(String),
      last_used_at: null,
    });
    expect((await list(token)).map((item) => item.name)).toContain('Work laptop');

    // The next options exclude it: the same authenticator is not asked twice.
    const next = await call('/api/passkeys/options', undefined, { token });
    expect(next.data.options.excludeCredentials).toEqual([
      expect.objectContaining({ id: made.passkey.id }),
    ]);
  });

  it('names a passkey sent without a name after the device', async () => {
    const token = await login('client@example.com');
    const { data } = await call('/api/passkeys/options', undefined, { token });
    const made = await createPasskey(data.options, ORIGIN);
    const answer = await call('/api/passkeys/register', { credential: made.response }, { token });
    expect(answer.data.data.name).toMatch(/ on /);
  });

  it.each([
    ['from another origin', { origin: 'https://phish.example' }],
    ['for another challenge', { challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }],
    ['without user verification', { noUserVerification: true }],
  ])('refuses a passkey made %s (422 errors.credential)', async (_what, spoil) => {
    const token = await login('client@example.com');
    const { data } = await call('/api/passkeys/options', undefined, { token });
    const made = await createPasskey(data.options, ORIGIN, spoil);
    const answer = await call('/api/passkeys/register', { credential: made.response }, { token });
    expect(answer).toMatchObject({
      status: 422,
      data: { errors: { credential: [expect.any(String)] } },
    });
  });

  it('takes each challenge once', async () => {
    const token = await login('client@example.com');
    const { data } = await call('/api/passkeys/options', undefined, { token });
    const made = await createPasskey(data.options, ORIGIN);
    const body = { credential: made.response };
    expect((await call('/api/passkeys/register', body, { token })).status).toBe(200);
    expect((await call('/api/passkeys/register', body, { token })).status).toBe(422);
  });
});

describe('demo backend: signing in with a passkey (calls 64–65)', () => {
  it('signs in with the passkey alone, without a second step, and records its use', async () => {
    // The two-factor account: its password asks for a code; its passkey does not.
    const passkey = await addPasskey(SEEDED_TOKENS.twoFactor, 'Phone');
    const options = await call('/api/login/passkey/options', undefined, signedOut);
    expect(options.data.options).not.toHaveProperty('allowCredentials');
    expect(options.data.options).toMatchObject({ rpId: '127.0.0.1', userVerification: 'required' });

    const answer = await signInWith(passkey);
    expect(answer.data).toEqual({
      token: expect.stringMatching(/^demo-4-/),
      token_type: 'bearer',
      expires_in: 2 * 60 * 60,
    });
    const mine = (await list(answer.data.token)).find((item) => item.name === 'Phone');
    expect(mine.last_used_at).toEqual(expect.any(String));
  });

  it('refuses a replayed challenge, a spoiled origin, an old counter and an unknown passkey', async () => {
    const token = await login('client@example.com');
    const passkey = await addPasskey(token);
    const { data } = await call('/api/login/passkey/options', undefined, signedOut);
    const credential = await usePasskey(passkey, data.options, ORIGIN);
    const body = { challenge: data.challenge, credential };
    expect((await call('/api/login/passkey', body, signedOut)).status).toBe(200);
    const replay = await call('/api/login/passkey', body, signedOut);
    expect(replay).toMatchObject({
      status: 422,
      data: { errors: { challenge: [expect.any(String)] } },
    });

    const credentialError = { status: 422, data: { errors: { credential: [expect.any(String)] } } };
    expect(await signInWith(passkey, { origin: 'https://phish.example' })).toMatchObject(
      credentialError,
    );
    expect(await signInWith(passkey, { counter: 1 })).toMatchObject(credentialError);
    expect(await signInWith(passkey, { noUserVerification: true })).toMatchObject(credentialError);
    const stranger = { ...passkey, id: 'c3RyYW5nZXItcGFzc2tleQ' };
    expect(await signInWith(stranger)).toMatchObject(credentialError);
    expect((await signInWith(passkey)).status).toBe(200);
  });

  it('refuses a challenge older than five minutes (errors.challenge)', async () => {
    const token = await login('client@example.com');
    const passkey = await addPasskey(token);
    const { data } = await call('/api/login/passkey/options', undefined, signedOut);
    const credential = await usePasskey(passkey, data.options, ORIGIN);
    vi.useFakeTimers({ now: Date.now() + 5 * 60 * 1000 + 1000, toFake: ['Date'] });
    const answer = await call(
      '/api/login/passkey',
      { challenge: data.challenge, credential },
      signedOut,
    );
    expect(answer).toMatchObject({
      status: 422,
      data: { errors: { challenge: [expect.any(String)] } },
    });
  });
});

describe('demo backend: removing a passkey (call 63)', () => {
  it('needs the password, then the passkey no longer signs in', async () => {
    const token = await login('client@example.com');
    const passkey = await addPasskey(token, 'Old tablet');
    const { id } = (await list(token)).find((item) => item.name === 'Old tablet');
    const wrong = await call('/api/passkeys/delete', { id, password: 'nope' }, { token });
    expect(wrong).toMatchObject({
      status: 422,
      data: { errors: { password: [expect.any(String)] } },
    });

    expect(
      await call('/api/passkeys/delete', { id, password: 'password' }, { token }),
    ).toMatchObject({
      status: 204,
      data: '',
    });
    expect((await list(token)).some((item) => item.name === 'Old tablet')).toBe(false);
    expect((await signInWith(passkey)).status).toBe(422);
  });

  it('removes only the client’s own passkeys', async () => {
    const mine = await login('client@example.com');
    await addPasskey(mine, 'Not yours');
    const { id } = (await list(mine)).find((item) => item.name === 'Not yours');
    const other = await call('/api/passkeys/delete', { id, password: 'password' }, {});
    expect(other.status).toBe(422);
    expect((await list(mine)).some((item) => item.name === 'Not yours')).toBe(true);
  });

  it('with ?mock=beyond:off: calls 60–65 answer 404', async () => {
    applyMockQuery('?mock=beyond:off');
    for (const path of ['/api/passkeys', '/api/passkeys/options', '/api/login/passkey/options'])
      expect((await call(path, {}, {})).status).toBe(404);
  });
});
