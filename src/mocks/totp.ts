/*
 * Time-based one-time passwords as RFC 6238 has them (HMAC-SHA-1, 6 digits, 30-second steps), for
 * the demo backend's two-factor sign-in and the demo panel that shows the demo user's code. Plain
 * synchronous code on purpose: `crypto.subtle` is missing on a page served over plain HTTP from
 * another host than localhost, where the demo must still work, and the panel reads a code while it
 * renders.
 */

/** Seconds a code lasts. */
export const TOTP_PERIOD_S = 30;
const DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Bytes as RFC 4648 base32 without padding, the alphabet authenticator apps take. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 text (any case, spaces and padding ignored) as bytes; null when it is not base32. */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));

/** SHA-1 (FIPS 180-4) of `message`. */
function sha1(message: Uint8Array): Uint8Array {
  const length = message.length;
  const blocks = Math.ceil((length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(message);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  // The length in bits as a 64-bit big-endian number; messages here are far below 2^32 bits.
  view.setUint32(padded.length - 4, length * 8);
  view.setUint32(padded.length - 8, Math.floor((length * 8) / 2 ** 32));
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const w = new Array<number>(80);
  for (let block = 0; block < blocks; block += 1) {
    for (let i = 0; i < 16; i += 1) w[i] = view.getUint32(block * 64 + i * 4);
    for (let i = 16; i < 80; i += 1)
      w[i] = rotl(w[i - 3]! ^ w[i - 8]! ^ w[i - 14]! ^ w[i - 16]!, 1);
    let [a, b, c, d, e] = h as [number, number, number, number, number];
    for (let i = 0; i < 80; i += 1) {
      const [f, k] =
        i < 20
          ? [(b & c) | (~b & d), 0x5a827999]
          : i < 40
            ? [b ^ c ^ d, 0x6ed9eba1]
            : i < 60
              ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc]
              : [b ^ c ^ d, 0xca62c1d6];
      const next = (rotl(a, 5) + f + e + k + w[i]!) | 0;
      e = d;
      d = c;
      c = rotl(b, 30);
      b = a;
      a = next;
    }
    h[0] = (h[0]! + a) | 0;
    h[1] = (h[1]! + b) | 0;
    h[2] = (h[2]! + c) | 0;
    h[3] = (h[3]! + d) | 0;
    h[4] = (h[4]! + e) | 0;
  }
  const out = new Uint8Array(20);
  const outView = new DataView(out.buffer);
  h.forEach((word, i) => outView.setUint32(i * 4, word >>> 0));
  return out;
}

/** HMAC-SHA-1 (RFC 2104). */
function hmacSha1(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha1(key) : key);
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 20);
  for (let i = 0; i < 64; i += 1) {
    inner[i] = block[i]! ^ 0x36;
    outer[i] = block[i]! ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha1(inner), 64);
  return sha1(outer);
}

/** The HOTP value (RFC 4226) of `key` at `counter`, `digits` long. */
export function hotp(key: Uint8Array, counter: number, digits = DIGITS): string {
  const message = new Uint8Array(8);
  const view = new DataView(message.buffer);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  const mac = hmacSha1(key, message);
  const offset = mac[19]! & 0x0f;
  const binary = new DataView(mac.buffer).getUint32(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 30-second step `atMs` falls in. */
const stepOf = (atMs: number) => Math.floor(atMs / 1000 / TOTP_PERIOD_S);

/** The code of a base32 secret at `atMs` (real time by default, as an authenticator app has it). */
export function totp(secret: string, atMs = Date.now()): string {
  const key = base32Decode(secret);
  if (!key) throw new Error('The secret is not base32');
  return hotp(key, stepOf(atMs));
}

/**
 * Whether `code` is the secret's code now, or of the step before or after (a phone's clock a little
 * off, a code typed as it changed), as RFC 6238 §5.2 suggests.
 */
export function verifyTotp(secret: string, code: string, atMs = Date.now()): boolean {
  const key = base32Decode(secret);
  const typed = code.replace(/\s/g, '');
  if (!key || !/^\d{6}$/.test(typed)) return false;
  const step = stepOf(atMs);
  return [step - 1, step, step + 1].some((candidate) => hotp(key, candidate) === typed);
}

/** Seconds until the code of `atMs` changes. */
export const secondsLeft = (atMs = Date.now()): number =>
  TOTP_PERIOD_S - (Math.floor(atMs / 1000) % TOTP_PERIOD_S);

/** A new random secret: 20 bytes (160 bits, RFC 4226's recommendation), base32. */
export function newSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(20)));
}
