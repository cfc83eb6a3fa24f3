/** A path of this app: a two-letter locale segment first (`/en`, `/de/home`). */
const APP_PATH = /^\/[a-z]{2}(?:\/|$)/;
const BASE = 'http://app.invalid';

/**
 * Returns `value` when it is a same-origin path of this app under `/{lang}/` (`/en/home?x=1#y`),
 * normalised by the URL parser, otherwise null. Refuses absolute and protocol-relative URLs
 * (`https://…`, `//evil.com`, `/\evil.com`), dot segments that collapse into `//evil.com`
 * (`/.//evil.com`, `/%2e//evil.com`), encoded slashes and backslashes anywhere in the path,
 * control characters, and anything whose normalised form is not a plain path of the app.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  let candidate = value.trim();
  if (!candidate) return null;
  try {
    // A cookie or query value may arrive percent-encoded once as a whole ("%2Fen%2Fhome").
    if (/^%2f/i.test(candidate)) candidate = decodeURIComponent(candidate);
  } catch {
    return null;
  }
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const { pathname } = url;
  // After normalisation the path must still be a plain path: no empty segment ("//"), no
  // encoded slash, backslash or dot that a router or server could decode into one later.
  if (pathname.includes('//') || /%(?:2f|5c|2e|00)/i.test(pathname)) return null;
  if (!APP_PATH.test(pathname)) return null;
  return `${pathname}${url.search}${url.hash}`;
}
