/**
 * A software passkey authenticator for the demo backend's tests: it makes and uses ES256 passkeys
 * as a platform authenticator does (WebAuthn's JSON forms, "none" attestation, user verified),
 * so the backend's real verification (@simplewebauthn/server) runs on what it produces. Each of its
 * parts can be spoiled to check that the backend refuses it.
 */
const { subtle } = globalThis.crypto;

const b64url = (bytes: Uint8Array): string =>
  Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64url = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'base64url'));
const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const sha256 = async (data: Uint8Array) =>
  new Uint8Array(await subtle.digest('SHA-256', data as BufferSource));

/** CBOR of what attestation needs: maps, byte and text strings, small integers. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function cbor(value: Cbor): Uint8Array {
  const head = (major: number, length: number): Uint8Array => {
    if (length < 24) return Uint8Array.of((major << 5) | length);
    if (length < 256) return Uint8Array.of((major << 5) | 24, length);
    return Uint8Array.of((major << 5) | 25, length >> 8, length & 0xff);
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    return concat(head(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(head(2, value.length), value);
  return concat(head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)]));
}

/** An ECDSA signature as WebCrypto gives it (r || s) in the DER form WebAuthn carries. */
function toDer(raw: Uint8Array): Uint8Array {
  const integer = (part: Uint8Array) => {
    let start = 0;
    while (start < part.length - 1 && part[start] === 0) start += 1;
    let bytes: Uint8Array = part.slice(start);
    if (bytes[0]! & 0x80) bytes = concat(Uint8Array.of(0), bytes);
    return concat(Uint8Array.of(0x02, bytes.length), bytes);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftPasskey {
  id: string;
  rpId: string;
  userHandle: string;
  keys: CryptoKeyPair;
  counter: number;
}

interface Spoil {
  /** The origin written into the client data (the page's by default). */
  origin?: string;
  /** Another challenge than the options' one. */
  challenge?: string;
  /** Leave out user verification. */
  noUserVerification?: boolean;
  /** Use this counter instead of the next one. */
  counter?: number;
}

/** Makes a passkey for creation options (call 61's) on `origin`: the registration response. */
export async function createPasskey(
  options: { challenge: string; rp: { id?: string }; user: { id: string } },
  origin: string,
  spoil: Spoil = {},
): Promise<{ passkey: SoftPasskey; response: Record<string, unknown> }> {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const keys = (await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const jwk = await subtle.exportKey('jwk', keys.publicKey);
  const cose = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, fromB64url(jwk.x!)],
      [-3, fromB64url(jwk.y!)],
    ]),
  );
  const credentialId = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const flags = UP | AT | (spoil.noUserVerification ? 0 : UV);
  const authData = concat(
    await sha256(new TextEncoder().encode(rpId)),
    Uint8Array.of(flags, 0, 0, 0, 0),
    new Uint8Array(16),
    Uint8Array.of(0, credentialId.length),
    credentialId,
    cose,
  );
  const clientData = JSON.stringify({
    type: 'webauthn.create',
    challenge: spoil.challenge ?? options.challenge,
    origin: spoil.origin ?? origin,
    crossOrigin: false,
  });
  const attestation = cbor(
    new Map<Cbor, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  const id = b64url(credentialId);
  return {
    passkey: { id, rpId, userHandle: options.user.id, keys, counter: 0 },
    response: {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(new TextEncoder().encode(clientData)),
        attestationObject: b64url(attestation),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    },
  };
}

/** Signs in with `passkey` for request options (call 64's) on `origin`: the assertion. */
export async function usePasskey(
  passkey: SoftPasskey,
  options: { challenge: string },
  origin: string,
  spoil: Spoil = {},
): Promise<Record<string, unknown>> {
  passkey.counter += 1;
  const counter = spoil.counter ?? passkey.counter;
  const flags = UP | (spoil.noUserVerification ? 0 : UV);
  const authData = concat(
    await sha256(new TextEncoder().encode(passkey.rpId)),
    Uint8Array.of(
      flags,
      counter >>> 24,
      (counter >>> 16) & 0xff,
      (counter >>> 8) & 0xff,
      counter & 0xff,
    ),
  );
  const clientData = new TextEncoder().encode(
    JSON.stringify({
      type: 'webauthn.get',
      challenge: spoil.challenge ?? options.challenge,
      origin: spoil.origin ?? origin,
      crossOrigin: false,
    }),
  );
  const signed = concat(authData, await sha256(clientData));
  const raw = new Uint8Array(
    await subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      passkey.keys.privateKey,
      signed as BufferSource,
    ),
  );
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientData),
      authenticatorData: b64url(authData),
      signature: b64url(toDer(raw)),
      userHandle: passkey.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
