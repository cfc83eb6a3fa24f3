import type { User } from '@/api/generated/model';
import { isRecord, textual } from '@/lib/tolerant';

const STATUSES = ['active', 'pending', 'failed'] as const;
const ROLES = ['client', 'investor', 'admin'] as const;

const nullableText = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * A role the cabinet does not know (the backend added one) signs in as a plain client: every
 * section all clients have, none that a role opens. Turning such users away would lock them out at
 * every attempt.
 */
const knownRole = (role: string): User['role'] =>
  ROLES.includes(role as (typeof ROLES)[number]) ? (role as User['role']) : 'client';

/**
 * Checks a `client-info` answer in every build (the full zod validation runs in development and
 * tests only): the session hangs on it, so it fails closed. Returns the user, with names coerced to
 * strings so that no page can crash on `first_name: 42`, or null when the answer is not a user:
 * not an object (an HTML page with status 200), wrapped (`{ data: {...} }`), without an id, or
 * without a known `status` or without a `role` (an unknown one counts as `client`). Null means "not signed in", never a broken session.
 */
export function parseUser(data: unknown): User | null {
  if (!isRecord(data)) return null;
  const { id, status, role } = data;
  if (!(typeof id === 'number' || (typeof id === 'string' && id !== ''))) return null;
  if (!STATUSES.includes(status as (typeof STATUSES)[number])) return null;
  if (typeof role !== 'string' || role === '') return null;
  return {
    ...(data as unknown as User),
    id: typeof id === 'number' ? id : Number(id) || (id as unknown as number),
    first_name: textual(data.first_name),
    second_name: textual(data.second_name),
    email: textual(data.email),
    status: status as User['status'],
    role: knownRole(role),
    avatar_url: nullableText(data.avatar_url),
    language_cabinet: textual(data.language_cabinet),
    email_verified_at: nullableText(data.email_verified_at),
    ...('phone' in data ? { phone: nullableText(data.phone) } : {}),
    ...('country' in data ? { country: nullableText(data.country) } : {}),
  };
}

/** The answer of `client-info` did not describe a user: the session is treated as signed out. */
export class InvalidUserError extends Error {
  override readonly name = 'InvalidUserError';
}

/** A `client-info` answer as a query's data: the user, or `InvalidUserError` (see `parseUser`). */
export function selectUser(answer: unknown): User {
  const user = parseUser(answer);
  if (!user) throw new InvalidUserError('client-info did not answer a user');
  return user;
}
