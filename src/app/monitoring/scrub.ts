/**
 * What leaves the browser for error reporting carries no personal data: no e-mail address, no
 * name of the signed-in client, no amount, no token, no one-time link. Every string of an event
 * (messages, exception values, breadcrumbs, URLs, extra data) goes through `scrubText`; object keys
 * that name such data lose their values whole.
 */
import { escapeRegExp } from '@/lib/regexp';

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;
/** A bearer token, a JWT-looking string, or a long opaque token. */
const TOKEN =
  /\bBearer\s+\S+|\beyJ[\w-]+\.[\w-]+\.[\w-]+|\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b/g;
/**
 * An amount: digits with a currency sign or code beside them, grouped thousands, or decimals.
 * Bare integers (status codes, ids, line numbers) stay: they are what a developer needs.
 */
const AMOUNT =
  /(?:[$€£¥₽₿]\s?|\b(?:USD|EUR|GBP|CHF|JPY|RUB|PLN|CZK|NOK|SEK|RON|BTC|USDT)\s?)-?\d(?:[\d\s.,']*\d)?|-?\d(?:[\d\s.,']*\d)?\s?(?:[$€£¥₽₿]|\b(?:USD|EUR|GBP|CHF|JPY|RUB|PLN|CZK|NOK|SEK|RON|BTC|USDT)\b)|-?\b\d{1,3}(?:[,.\s']\d{3})+(?:[.,]\d+)?\b|-?\b\d+[.,]\d+\b/g;
/** Path segments that are secrets: autologin and password-reset tokens, e-mail verification. */
const SECRET_PATH = /(\/(?:autologin|password\/reset|email\/verify)\/)[^/?#\s"']+/g;
/** Query strings and fragments of URLs (e-mail, signatures, tokens live there). */
const URL_QUERY = /(https?:\/\/[^\s?#"']+|\/[a-z]{2}\/[^\s?#"']*)[?#][^\s"']*/g;

/** Keys whose values are personal or secret, wherever they appear in extra data. */
const SECRET_KEY =
  /^(?:authorization|cookie|set-cookie|token|access_token|password|password_confirmation|email|e-mail|first_name|second_name|last_name|full_name|phone|address|amount|balance|available|reserved|price|total|sum|data|body|headers|request|response|config|visitorId|challenge|recovery_codes|secret)$/i;

/** Replaces what is personal in one string. `known` are the signed-in client's own words (names). */
export function scrubText(text: string, known: readonly string[] = []): string {
  let out = text
    .replace(SECRET_PATH, '$1[redacted]')
    .replace(URL_QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(TOKEN, '[token]')
    .replace(AMOUNT, '[amount]');
  for (const word of known) {
    if (word.trim().length >= 2)
      out = out.replace(new RegExp(escapeRegExp(word.trim()), 'gi'), '[name]');
  }
  return out;
}

/** A value (of an event, a breadcrumb, extra data) with every string scrubbed. */
export function scrubValue(value: unknown, known: readonly string[] = [], depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value, known);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, known, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) && typeof item !== 'undefined' && !isStructural(key, item)
        ? '[redacted]'
        : scrubValue(item, known, depth + 1),
    ]),
  );
}

/**
 * Keys of the event format itself that share a name with personal data (`request` of an event,
 * `data` of a breadcrumb): scrubbed field by field instead of dropped, so the report stays useful.
 */
const STRUCTURAL = new Set(['request', 'data']);
const isStructural = (key: string, item: unknown) =>
  STRUCTURAL.has(key) && item !== null && typeof item === 'object' && !Array.isArray(item);

interface EventRequest {
  url?: string;
}

/**
 * An error event as it may leave the browser: no user, no request headers, cookies, body or query,
 * every string scrubbed. Returns a new object.
 */
export function scrubEvent<T extends object>(event: T, known: readonly string[] = []): T {
  const { user: _user, request, ...rest } = event as { user?: unknown; request?: EventRequest };
  const scrubbed = scrubValue(rest, known) as { request?: EventRequest };
  if (request) scrubbed.request = request.url ? { url: scrubText(request.url, known) } : {};
  return scrubbed as T;
}
