/**
 * What is personal or secret in a string someone wrote or typed (a message, an exception's text, a
 * breadcrumb, a URL): e-mail addresses, amounts, tokens, one-time links, two-factor secrets, the
 * signed-in client's names. Applied only where such text sits in an event (./scrub.ts): the event
 * format's own fields (ids, release, timestamps, stack frames) never come here, and the patterns
 * are narrow enough that addresses (`127.0.0.1`), versions (`0.1.0`) and ids (UUIDs, trace ids,
 * commit hashes) in a message stay as they are.
 */
import { escapeRegExp } from '@/lib/regexp';

const EMAIL = /[^\s@<>()"',;:/]+@[^\s@<>()"',;:/]+\.[a-z]{2,}\b/gi;

/** Two-factor set-up addresses: the whole address is a secret (its `secret=`, its account). */
const OTPAUTH = /otpauth:\/\/[^\s"'<>]+/gi;
/** `secret=…`, `token: …`, `"password":"…"`: the value after a word that names a secret. */
const NAMED_SECRET =
  /\b(secret|token|access_token|refresh_token|password|passwd|signature|api[_-]?key|challenge)(["']?\s*[=:]\s*["']?)(?!\[)[^\s"'&,;)}\]]+/gi;
/** `token 4f9c…`: a credential-looking word (a digit in it, 8 or more characters) after such a name. */
const NAMED_TOKEN =
  /\b(secret|token|password|signature|challenge)(\s+)(?=[\w|.-]*\d)[\w|.-]{8,}(?![\w|.-])/gi;
/** A bearer token, a JWT, a Laravel Sanctum token (`12|abc…`). */
const CREDENTIAL =
  /\bBearer\s+\S+|\beyJ[\w-]+\.[\w-]+\.[\w-]+|\b\d+\|[A-Za-z0-9]{20,}(?![A-Za-z0-9])/g;
/** A long run of letters, digits, `-` and `_`: a token unless it is an id (see `isToken`). */
const OPAQUE = /(?<![\w-])[A-Za-z0-9_-]{20,}(?![\w-])/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX_ID = /^(?:[0-9a-f]{1,40}|[0-9A-F]{1,40})$/;

/**
 * Ids are not tokens: a UUID, a trace or event id (32 hex), a span id (16), a commit (40). A
 * token is a random run: a part (between `-` and `_`) of 16 or more characters with both letters
 * and digits, such as a 64-hex reset token or a base62 API token; `TradingAccountDetailPage-Bj2k`
 * (a chunk's name) is not one.
 */
function isToken(run: string): boolean {
  if (UUID.test(run) || HEX_ID.test(run)) return false;
  return run
    .split(/[-_]/)
    .some((part) => part.length >= 16 && /\d/.test(part) && /[A-Za-z]/.test(part));
}

const CURRENCY_SIGN = '[$€£¥₽₿]';
const CURRENCY_CODE = '(?:USD|EUR|GBP|CHF|JPY|RUB|PLN|CZK|NOK|SEK|RON|BTC|USDT)';
/** Not inside a word, a version (`v1.2`, `@0.1.0`) or another number. */
const NUMBER_START = "(?<![\\w.,:@'])";
/** Not followed by more of a dotted number: `127.0.0.1` and `0.1.0` are no amounts. */
const NUMBER_END = '(?![.,]?\\d)';
/**
 * An amount: digits with a currency sign or code beside them, grouped thousands (`1,250`,
 * `1 000`), decimals (`12.50`), or a number after a word that names money (`amount 250`). Bare
 * integers (status codes, ids, line numbers), addresses, versions and dates stay.
 */
const AMOUNT = new RegExp(
  [
    `(?:${CURRENCY_SIGN}\\s?|\\b${CURRENCY_CODE}\\s?)-?\\d(?:[\\d\\s.,']*\\d)?`,
    `${NUMBER_START}-?\\d(?:[\\d\\s.,']*\\d)?\\s?(?:${CURRENCY_SIGN}|\\b${CURRENCY_CODE}\\b)`,
    `${NUMBER_START}-?\\d{1,3}(?:[,.\\s']\\d{3})+(?:[.,]\\d+)?${NUMBER_END}`,
    `${NUMBER_START}-?\\d+[.,]\\d+${NUMBER_END}`,
  ].join('|'),
  'g',
);
const NAMED_AMOUNT =
  /\b(amount|balance|sum|total|price|available|reserved)(["']?\s*[=:]?\s*["']?)-?\d(?:[\d.,']*\d)?/gi;

/** Path segments that are secrets: autologin and password-reset tokens, e-mail verification. */
const SECRET_PATH = /(\/(?:autologin|password\/reset|email\/verify)\/)[^/?#\s"']+/g;
/**
 * Query strings and fragments of URLs (e-mail, signatures, tokens live there): of absolute URLs
 * and of paths (`/en/…`, `/api/…`: a path starts with `/` after no word or path character).
 */
const URL_QUERY = /(https?:\/\/[^\s?#"']+|(?<![\w.~%/-])\/[^\s?#"']*)[?#][^\s"']*/g;

/**
 * A URL's secrets only: the secret path segment and the query. What a stack frame's file name
 * goes through (an inline script's frame names the page's address; a bundle's is left as it is).
 */
export const scrubUrl = (url: string): string =>
  url.replace(SECRET_PATH, '$1[redacted]').replace(URL_QUERY, '$1');

/** Replaces what is personal in one string. `known` are the signed-in client's own words (names). */
export function scrubText(text: string, known: readonly string[] = []): string {
  let out = scrubUrl(text)
    .replace(OTPAUTH, 'otpauth://[redacted]')
    .replace(NAMED_SECRET, '$1$2[redacted]')
    .replace(EMAIL, '[email]')
    .replace(CREDENTIAL, '[token]')
    .replace(NAMED_TOKEN, '$1$2[token]')
    .replace(OPAQUE, (run) => (isToken(run) ? '[token]' : run))
    .replace(NAMED_AMOUNT, '$1$2[amount]')
    .replace(AMOUNT, '[amount]');
  for (const word of known) {
    if (word.trim().length >= 2)
      out = out.replace(new RegExp(escapeRegExp(word.trim()), 'gi'), '[name]');
  }
  return out;
}
