import type {
  Passkey,
  PasskeyRequestOptions,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@/api/generated/model';
import { every, fail, isRecord, text, type Raw } from '@/lib/tolerant';

/**
 * A passkey's id as sent: the contract leaves its type open (a number or a string), and call 63
 * must send it back as it came, so it is kept as it is, never turned into another type.
 */
const readId = (value: unknown): string | number | null =>
  (typeof value === 'string' && value !== '') ||
  (typeof value === 'number' && Number.isFinite(value))
    ? value
    : null;

function readPasskeyEntry(entry: Raw): Passkey | null {
  const id = readId(entry.id);
  const createdAt = text(entry.created_at);
  // Without its id it cannot be removed; without its date the list would say something untrue.
  if (id === null || !createdAt) return null;
  return {
    id,
    name: text(entry.name).trim(),
    created_at: createdAt,
    last_used_at: typeof entry.last_used_at === 'string' ? entry.last_used_at : null,
  };
}

/** A `passkeys` answer (call 60, `{ data: Passkey[] }`); an entry it cannot read fails it whole. */
export const selectPasskeys = (answer: unknown): Passkey[] =>
  every(isRecord(answer) ? answer.data : undefined, readPasskeyEntry);

/** A `passkeys/register` answer (call 62, `{ data: Passkey }`). */
export function readNewPasskey(answer: unknown): Passkey {
  const data = isRecord(answer) && isRecord(answer.data) ? answer.data : fail();
  return readPasskeyEntry(data) ?? fail();
}

/**
 * The creation options of a `passkeys/options` answer (call 61), passed on to the browser as they
 * came: WebAuthn's own JSON, which the browser checks itself. What it cannot do without (a
 * challenge, the user, the relying party, the algorithms) must be there.
 */
export function readCreationOptions(answer: unknown): PublicKeyCredentialCreationOptionsJSON {
  const options = isRecord(answer) && isRecord(answer.options) ? answer.options : fail();
  const { rp, user, challenge, pubKeyCredParams } = options;
  if (!text(challenge) || !isRecord(rp) || !isRecord(user) || !text(user.id)) return fail();
  if (!Array.isArray(pubKeyCredParams)) return fail();
  return options as unknown as PublicKeyCredentialCreationOptionsJSON;
}

/** A `login/passkey/options` answer (call 64): the challenge handle and the request options. */
export function readRequestOptions(answer: unknown): PasskeyRequestOptions {
  if (!isRecord(answer) || !text(answer.challenge) || !isRecord(answer.options)) return fail();
  if (!text(answer.options.challenge)) return fail();
  return {
    challenge: text(answer.challenge),
    options: answer.options as unknown as PublicKeyCredentialRequestOptionsJSON,
  };
}
