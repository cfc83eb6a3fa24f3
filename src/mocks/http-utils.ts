import { HttpResponse } from 'msw';
import type { TokenRow, UserRow } from './schema';
import { demoNowIso, getDb } from './db';

/** A field value of a request body: text, or an uploaded file's name, type and size. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
}
export type BodyValue =
  string | number | boolean | null | UploadedFile | BodyValue[] | { [key: string]: BodyValue };
export type Body = Record<string, BodyValue>;

export const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  'size' in value &&
  'name' in value &&
  'type' in value;

const addField = (body: Body, key: string, value: BodyValue): void => {
  if (key.endsWith('[]')) {
    const name = key.slice(0, -2);
    const list = Array.isArray(body[name]) ? (body[name] as BodyValue[]) : [];
    body[name] = [...list, value];
  } else {
    body[key] = value;
  }
};

/**
 * Multipart by hand: under jsdom, `request.formData()` trips over jsdom's File global, so the
 * parts are read from the raw bytes (one char per byte, so file sizes stay exact).
 */
function parseMultipart(bytes: ArrayBuffer, contentType: string): Body {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const body: Body = {};
  if (!boundary) return body;
  const marker = `--${boundary[1] ?? boundary[2]}`;
  const view = new Uint8Array(bytes);
  let raw = '';
  for (let i = 0; i < view.length; i += 0x8000)
    raw += String.fromCharCode(...view.subarray(i, i + 0x8000));
  const utf8 = (binary: string) =>
    new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  for (const part of raw.split(marker).slice(1)) {
    if (part.startsWith('--')) break;
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const headers = part.slice(0, split);
    const content = part.slice(split + 4).replace(/\r\n$/, '');
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined) continue;
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    if (filename === undefined) {
      addField(body, name, utf8(content));
    } else {
      const type =
        /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
      addField(body, name, { name: utf8(filename), type, size: content.length });
    }
  }
  return body;
}

/** Reads JSON, form-encoded, multipart or empty bodies into one shape. */
export async function readBody(request: Request): Promise<Body> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('multipart/form-data'))
      return parseMultipart(await request.arrayBuffer(), type);
    const text = await request.text();
    if (!text.trim()) return {};
    if (type.includes('application/x-www-form-urlencoded')) {
      const body: Body = {};
      new URLSearchParams(text).forEach((value, key) => addField(body, key, value));
      return body;
    }
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : {};
  } catch {
    return {};
  }
}

/**
 * A text field, trimmed. NUL characters are dropped, as a real database refuses them: they mark
 * the demo's seeded texts (../i18n/localise.ts), which no client text can pass for.
 */
export const text = (value: BodyValue | undefined): string =>
  typeof value === 'string'
    ? value.replaceAll('\u0000', '').trim()
    : typeof value === 'number'
      ? String(value)
      : '';

/** A checkbox or boolean as JSON or form text sends it (`true`, `"true"`, `"1"`, `1`). */
export const flag = (value: BodyValue | undefined): boolean =>
  value === true || value === 'true' || value === '1' || value === 1;

/** A number from JSON or form text; NaN when absent or not numeric. */
export const num = (value: BodyValue | undefined): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : Number.NaN;

export const required = (field: string): string =>
  `The ${field.replace(/_/g, ' ')} field is required.`;

/** 422 in Laravel's shape. Thrown, so a resolver can stop anywhere. */
export function invalid(errors: Record<string, string[]>, message?: string): never {
  const first = Object.values(errors)[0]?.[0];
  throw HttpResponse.json(
    { message: message ?? first ?? 'The given data was invalid.', errors },
    { status: 422 },
  );
}

/** Collects per-field messages and throws them all at once. */
export class Validator {
  readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): this {
    (this.errors[field] ??= []).push(message);
    return this;
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  requireText(body: Body, field: string, label = field): string {
    const value = text(body[field]);
    if (!value) this.add(field, required(label));
    return value;
  }

  check(): void {
    if (Object.keys(this.errors).length) invalid(this.errors);
  }
}

export const unauthorized = (): never => {
  throw HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
};

export const bearerToken = (request: Request): string | null =>
  /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() || null;

/** The signed-in user of a request and its token, or null (no token, or one we do not know). */
export function signedIn(request: Request): { user: UserRow; token: TokenRow } | null {
  const value = bearerToken(request);
  const db = getDb();
  const token = value ? db.tokens.find((row) => row.token === value) : undefined;
  const user = token ? db.users.find((row) => row.id === token.user_id) : undefined;
  return token && user ? { user, token } : null;
}

/** The signed-in user of a request, or a thrown 401. */
export function requireAuth(request: Request): { user: UserRow; token: TokenRow } {
  const found = signedIn(request);
  if (!found) return unauthorized();
  const { user, token } = found;
  const db = getDb();
  const session = db.sessions.find((row) => row.id === token.session_id);
  if (session) session.last_active_at = demoNowIso();
  return { user, token };
}

/** Page slicing with the contract's meta; per_page 1..100. */
export function paginate<T>(
  rows: T[],
  body: Body,
  defaultPerPage: number,
): {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
} {
  const v = new Validator();
  const page = body.page === undefined ? 1 : num(body.page);
  const perPage = body.per_page === undefined ? defaultPerPage : num(body.per_page);
  if (!Number.isInteger(page) || page < 1) v.add('page', 'The page field must be at least 1.');
  if (!Number.isInteger(perPage) || perPage < 1)
    v.add('per_page', 'The per page field must be at least 1.');
  else if (perPage > 100) v.add('per_page', 'The per page field must not be greater than 100.');
  v.check();
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    meta: { current_page: page, last_page: lastPage, per_page: perPage, total },
  };
}

/** Stored file paths become absolute URLs on the API's own origin. */
export const absoluteUrl = (path: string, request: Request): string =>
  new URL(path, request.url).href;
