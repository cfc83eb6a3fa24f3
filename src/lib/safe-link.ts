/** Parses relative addresses when there is no page (tests, workers); never matches a real site. */
const BASE = 'http://app.invalid';

const pageOrigin = () => (typeof window === 'undefined' ? BASE : window.location.origin);

/**
 * Returns `value` (trimmed) when a link to it stays on https or on this site: an absolute
 * `https://` address, or an address of the page's own origin (`/files/a.pdf`, or written out in
 * full, as a backend on the same origin may answer). Anything else is null: `http:` elsewhere and
 * other schemes, protocol-relative `//host`, and paths a browser would resolve off-site
 * (`/\evil.example/x.pdf` reads as `//evil.example`; tabs and newlines are dropped before parsing).
 */
export function safeLinkUrl(
  value: string | null | undefined,
  origin: string = pageOrigin(),
): string | null {
  if (typeof value !== 'string') return null;
  const candidate = value.trim();
  // eslint-disable-next-line no-control-regex
  if (!candidate || candidate.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(candidate)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (/^https:\/\//i.test(candidate) && url.protocol === 'https:') return candidate;
  return url.origin === origin ? candidate : null;
}
