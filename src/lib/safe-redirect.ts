/**
 * Returns `value` when it is a same-origin path of this app (`/en/home?x=1#y`), otherwise null.
 * Rejects absolute and protocol-relative URLs (`https://…`, `//evil.com`, `/\evil.com`),
 * backslashes, control characters and anything that resolves to another origin.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  let candidate = value.trim();
  try {
    // A cookie or query value may arrive percent-encoded once.
    if (/%2f|%5c/i.test(candidate.slice(0, 6))) candidate = decodeURIComponent(candidate);
  } catch {
    return null;
  }
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return null;
  const base = 'http://app.invalid';
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
