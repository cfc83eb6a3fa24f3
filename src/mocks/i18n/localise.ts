import type { Locale } from '@/i18n/locales';
import { requestLanguage } from './language';
import { TEXTS, type TextKey } from './texts';

/*
 * Seeded texts in the request's language. The database keeps a seeded text (a wallet's name, a
 * comment, a ticket message) as its key, `\0⟦key⟧` or `\0⟦key|{"param":…}⟧`, and the demo layer
 * writes it out in the language of each request's `Accept-Language` (./texts holds each in the
 * eleven languages). What a client typed is stored as typed and never touched: a key starts with
 * a NUL character, which no form can type and the request reader drops (`text` in ../http-utils,
 * as a real database refuses it), so no client text can pass for one.
 */

const OPEN = '\u0000⟦';
/** How OPEN reads inside JSON text. */
const OPEN_IN_JSON = JSON.stringify(OPEN).slice(1, -1);
const CLOSE = '⟧';

/** A parameter of a seeded text: a number (written in the language's notation) or a text (itself seeded or not). */
type Param = string | number;

/** The stored form of the seeded text `key`, its `{name}` placeholders filled from `params`. */
export const seeded = (key: TextKey, params?: Record<string, Param>): string =>
  params ? `${OPEN}${key}|${JSON.stringify(params)}${CLOSE}` : `${OPEN}${key}${CLOSE}`;

/** Keys by their English text, for the catalogue's fixed labels (built on first use). */
let byEnglish: Map<string, TextKey> | undefined;

/**
 * A label of the demo's fixed catalogue (a payment method's name, a detail's label) in stored
 * form: seeded when it has translations, as it is otherwise ("Skrill", "IBAN").
 */
export function seededLabel(english: string): string {
  byEnglish ??= new Map(
    (Object.keys(TEXTS) as TextKey[]).map((key) => [TEXTS[key].en, key] as const),
  );
  const key = byEnglish.get(english);
  return key ? seeded(key) : english;
}

function parse(value: string): { key: TextKey; params: Record<string, Param> } | null {
  if (!value.startsWith(OPEN) || !value.endsWith(CLOSE)) return null;
  const inner = value.slice(OPEN.length, -CLOSE.length);
  const split = inner.indexOf('|');
  const key = split < 0 ? inner : inner.slice(0, split);
  if (!Object.hasOwn(TEXTS, key)) return null;
  try {
    const params: unknown = split < 0 ? {} : JSON.parse(inner.slice(split + 1));
    return params && typeof params === 'object'
      ? { key: key as TextKey, params: params as Record<string, Param> }
      : null;
  } catch {
    return null;
  }
}

const numberIn = (value: number, locale: Locale): string =>
  locale === 'en'
    ? String(value)
    : new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value);

/** `value` in `locale`: a seeded text written out, anything else as it is. */
export function localise(value: string, locale: Locale): string {
  const found = parse(value);
  if (!found) return value;
  return TEXTS[found.key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const param = found.params[name];
    if (param === undefined) return whole;
    return typeof param === 'number' ? numberIn(param, locale) : localise(param, locale);
  });
}

/** Every string of a JSON value, seeded ones written out in `locale`. */
function localiseJson(value: unknown, locale: Locale): unknown {
  if (typeof value === 'string') return localise(value, locale);
  if (Array.isArray(value)) return value.map((item) => localiseJson(item, locale));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, localiseJson(item, locale)]),
    );
  return value;
}

/**
 * `response` in the language of `request`: a JSON answer that carries seeded texts is written
 * again with them in that language; any other answer is passed on untouched (so an answer
 * without seeded texts stays byte for byte what the handler sent).
 */
export async function inRequestLanguage(
  response: Response | undefined,
  request: Request,
): Promise<Response | undefined> {
  if (!response || response.type === 'error' || response.body === null) return response;
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return response;
  const text = await response.clone().text();
  if (!text.includes(OPEN_IN_JSON)) return response;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return response;
  }
  const locale = requestLanguage(request.headers.get('accept-language'));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(localiseJson(body, locale)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
