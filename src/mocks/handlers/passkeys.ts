import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type {
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@/api/generated/model';
import {
  getLoginPasskeyMockHandler,
  getLoginPasskeyOptionsMockHandler,
} from '@/api/generated/auth/auth.msw';
import {
  getCreatePasskeyOptionsMockHandler,
  getDeletePasskeyMockHandler,
  getGetPasskeysMockHandler,
  getRegisterPasskeyMockHandler,
} from '@/api/generated/security/security.msw';
import { deviceName } from '@/lib/device';
import { commit, demoNowIso, getDb, nextId } from '../db';
import { type Body, Validator, invalid, isFile, readBody, requireAuth, text } from '../http-utils';
import {
  RP_NAME,
  openPasskeyChallenge,
  passkeyRows,
  passkeysOf,
  publicPasskey,
  randomHandle,
  relyingParty,
  takePasskeyChallenge,
  webAuthnServer,
} from '../passkeys';
import { signIn } from './auth';

/*
 * Passkeys (calls 60–65, beyond the specification; `?mock=beyond:off` makes them 404 in the
 * scenario layer). Every ceremony is verified as a real backend does: its one-time challenge, the
 * origin and RP ID of the request's own host, user verification and the signature counter.
 */

export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified.';
export const PASSKEY_UNKNOWN = 'This passkey is not registered to any account.';
export const PASSKEY_CHALLENGE_EXPIRED = 'This passkey request has expired. Please try again.';
const WRONG_PASSWORD = 'The password is incorrect.';
const NAME_MAX = 100;
const TIMEOUT_MS = 5 * 60 * 1000;
/** EdDSA, ES256, RS256: what authenticators make (named, so no post-quantum probe of the runtime). */
const ALGORITHMS = [-8, -7, -257];

/** A credential as the browser's JSON form sends it: an object with its id; else a 422. */
function credentialOf(body: Body, v: Validator): Record<string, unknown> {
  const credential = body.credential;
  const usable =
    typeof credential === 'object' &&
    credential !== null &&
    !Array.isArray(credential) &&
    !isFile(credential) &&
    typeof (credential as Record<string, unknown>).id === 'string';
  if (!usable) v.add('credential', 'The credential field is required.');
  v.check();
  return credential as Record<string, unknown>;
}

/** The client a passkey's user handle names (call 61 sets it to `user-<id>`), or null. */
const userOfHandle = (handle: unknown): number | null => {
  if (typeof handle !== 'string' || !handle) return null;
  try {
    const match = /^user-(\d+)$/.exec(atob(handle.replace(/-/g, '+').replace(/_/g, '/')));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
};

const passkeyName = (body: Body, request: Request): string =>
  text(body.name).slice(0, NAME_MAX) || deviceName(request.headers.get('user-agent') ?? '');

export const passkeyHandlers = [
  getGetPasskeysMockHandler(({ request }) => {
    const { user } = requireAuth(request);
    return { data: passkeysOf(user.id).map(publicPasskey) };
  }),

  getCreatePasskeyOptionsMockHandler(async ({ request }): Promise<PasskeyCreationOptions> => {
    const { user } = requireAuth(request);
    const { origin, rpId } = relyingParty(request);
    const { generateRegistrationOptions } = await webAuthnServer();
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rpId,
      userName: user.email,
      userID: new TextEncoder().encode(`user-${user.id}`),
      userDisplayName: `${user.first_name} ${user.second_name}`,
      timeout: TIMEOUT_MS,
      attestationType: 'none',
      supportedAlgorithmIDs: ALGORITHMS,
      // A second passkey on the same authenticator is refused by the browser (InvalidStateError).
      excludeCredentials: passkeysOf(user.id).map((row) => ({
        id: row.credential_id,
        transports: row.transports,
      })),
      authenticatorSelection: {
        residentKey: 'required',
        requireResidentKey: true,
        userVerification: 'required',
      },
    });
    openPasskeyChallenge({
      challenge: options.challenge,
      handle: null,
      user_id: user.id,
      rp_id: rpId,
      origin,
    });
    return { options: options as unknown as PublicKeyCredentialCreationOptionsJSON };
  }),

  getRegisterPasskeyMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const credential = credentialOf(body, new Validator());
    const pending = takePasskeyChallenge({ userId: user.id });
    if (!pending) return invalid({ credential: [PASSKEY_CHALLENGE_EXPIRED] });
    const { verifyRegistrationResponse } = await webAuthnServer();
    const { isoBase64URL } = await import('@simplewebauthn/server/helpers');
    const result = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge: pending.challenge,
      expectedOrigin: relyingParty(request).origin,
      expectedRPID: pending.rp_id,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    }).catch(() => null);
    if (!result?.verified || pending.origin !== relyingParty(request).origin) {
      return invalid({ credential: [PASSKEY_NOT_VERIFIED] });
    }
    const { credential: made } = result.registrationInfo;
    if (passkeyRows().some((row) => row.credential_id === made.id)) {
      return invalid({ credential: ['This passkey has already been added.'] });
    }
    const row = {
      id: nextId(passkeyRows()),
      user_id: user.id,
      name: passkeyName(body, request),
      credential_id: made.id,
      public_key: isoBase64URL.fromBuffer(made.publicKey),
      counter: made.counter,
      transports: made.transports ?? [],
      created_at: demoNowIso(),
      last_used_at: null,
    };
    passkeyRows().push(row);
    commit();
    return { data: publicPasskey(row) };
  }),

  getDeletePasskeyMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const v = new Validator();
    const password = typeof body.password === 'string' ? body.password : '';
    if (!password) v.add('password', 'The password field is required.');
    else if (password !== user.password) v.add('password', WRONG_PASSWORD);
    v.check();
    const row = passkeysOf(user.id).find((item) => String(item.id) === text(body.id));
    if (!row) invalid({ id: ['This passkey does not exist.'] });
    const db = getDb();
    db.passkeys = passkeyRows().filter((item) => item !== row);
    commit();
  }),

  getLoginPasskeyOptionsMockHandler(async ({ request }): Promise<PasskeyRequestOptions> => {
    const { origin, rpId } = relyingParty(request);
    const { generateAuthenticationOptions } = await webAuthnServer();
    // No allowCredentials: the browser offers the passkeys it holds for this site.
    const options = await generateAuthenticationOptions({
      rpID: rpId,
      userVerification: 'required',
      timeout: TIMEOUT_MS,
    });
    const handle = randomHandle();
    openPasskeyChallenge({
      challenge: options.challenge,
      handle,
      user_id: null,
      rp_id: rpId,
      origin,
    });
    return {
      challenge: handle,
      options: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    };
  }),

  getLoginPasskeyMockHandler(async ({ request }) => {
    const body = await readBody(request);
    const v = new Validator();
    const handle = v.requireText(body, 'challenge');
    const credential = credentialOf(body, v);
    const pending = takePasskeyChallenge({ handle });
    if (!pending) return invalid({ challenge: [PASSKEY_CHALLENGE_EXPIRED] });
    const row = passkeyRows().find((item) => item.credential_id === credential.id);
    const user = row && getDb().users.find((item) => item.id === row.user_id);
    if (!row || !user) return invalid({ credential: [PASSKEY_UNKNOWN] });
    const response = credential as unknown as AuthenticationResponseJSON;
    const owner = userOfHandle(response.response?.userHandle);
    const { verifyAuthenticationResponse } = await webAuthnServer();
    const { isoBase64URL } = await import('@simplewebauthn/server/helpers');
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: pending.challenge,
      expectedOrigin: relyingParty(request).origin,
      expectedRPID: pending.rp_id,
      credential: {
        id: row.credential_id,
        publicKey: isoBase64URL.toBuffer(row.public_key),
        counter: row.counter,
      },
      requireUserVerification: true,
    }).catch(() => null);
    const sameOrigin = pending.origin === relyingParty(request).origin;
    if (!result?.verified || !sameOrigin || (owner !== null && owner !== user.id)) {
      return invalid({ credential: [PASSKEY_NOT_VERIFIED] });
    }
    row.counter = result.authenticationInfo.newCounter;
    row.last_used_at = demoNowIso();
    commit();
    // A passkey is two factors already: no second step, and the session as without "remember me".
    return signIn(user, request, body, false);
  }),
];
