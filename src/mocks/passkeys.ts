import type { Passkey } from '@/api/generated/model';
import { commit, getDb } from './db';
import type { PasskeyChallengeRow, PasskeyRow } from './schema';

/*
 * The demo backend's passkeys (calls 60–65): the rows, the one-time challenges and the relying
 * party a request speaks to. The ceremonies are verified for real by @simplewebauthn/server, loaded
 * with the first passkey call (it is not needed for anything else).
 */

/** How long a ceremony may take: the contract's five minutes. */
export const CHALLENGE_MS = 5 * 60 * 1000;
/** The name the browser shows for the relying party in its passkey dialog. */
export const RP_NAME = 'Northstar Markets';

/**
 * The WebAuthn server library, loaded on first use. Its certificate code (@peculiar/x509, through
 * tsyringe) needs the Reflect metadata polyfill loaded first: Node's import order gives it, the
 * in-page demo's bundle does not ("tsyringe requires a reflect polyfill").
 */
export const webAuthnServer = () =>
  import('reflect-metadata').then(() => import('@simplewebauthn/server'));

export const passkeyRows = (): PasskeyRow[] => (getDb().passkeys ??= []);
const challengeRows = (): PasskeyChallengeRow[] => (getDb().passkeyChallenges ??= []);

export const passkeysOf = (userId: number): PasskeyRow[] =>
  passkeyRows().filter((row) => row.user_id === userId);

export const publicPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
});

/**
 * The relying party of a request: the cabinet's own address as the browser used it, from the
 * request's host (behind the proxy, the forwarded one, deploy/nginx.conf), never a fixed host or
 * port. Its origin is what the browser's signed client data must name; its host name is the RP ID
 * (a browser refuses an IP address there, so passkeys need `localhost` or a domain).
 */
export function relyingParty(request: Request): { origin: string; rpId: string } {
  const url = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(',')[0]?.trim() || null;
  const scheme = first('x-forwarded-proto') ?? url.protocol.replace(/:$/, '');
  const host = first('x-forwarded-host') ?? url.host;
  const origin = new URL(`${scheme}://${host}`);
  return { origin: origin.origin, rpId: origin.hostname };
}

/** Records a new ceremony; an older one of the same client (adding a passkey) is replaced. */
export function openPasskeyChallenge(row: Omit<PasskeyChallengeRow, 'expires_at'>): void {
  const now = Date.now();
  const db = getDb();
  db.passkeyChallenges = challengeRows().filter(
    (item) => item.expires_at > now && (row.user_id === null || item.user_id !== row.user_id),
  );
  db.passkeyChallenges.push({ ...row, expires_at: now + CHALLENGE_MS });
  commit();
}

/**
 * Takes a ceremony out (each challenge answers once, whatever the outcome): a client's pending
 * registration, or a sign-in by its handle. Undefined when unknown, used or expired.
 */
export function takePasskeyChallenge(
  match: { userId: number } | { handle: string },
): PasskeyChallengeRow | undefined {
  const rows = challengeRows();
  const index = rows.findIndex((row) =>
    'handle' in match
      ? row.handle !== null && row.handle === match.handle
      : row.handle === null && row.user_id === match.userId,
  );
  if (index < 0) return undefined;
  const [row] = rows.splice(index, 1);
  commit();
  return row && row.expires_at > Date.now() ? row : undefined;
}

/** A random base64url string of `bytes` bytes (a sign-in handle). */
export function randomHandle(bytes = 18): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
