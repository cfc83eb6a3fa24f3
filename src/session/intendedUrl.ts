import { COOKIE, readCookie, removeCookie, writeCookie } from '@/lib/cookies';
import { safeRedirectPath } from '@/lib/safe-redirect';

/** Remembers where an anonymous visitor wanted to go (path and query), if it is a safe local path. */
export function rememberIntendedUrl(path: string): void {
  const safe = safeRedirectPath(path);
  if (safe) writeCookie(COOKIE.intendedUrl, safe);
}

/** The remembered destination, if it is a safe same-origin path; the cookie is consumed. */
export function consumeIntendedUrl(): string | null {
  const value = readCookie(COOKIE.intendedUrl);
  removeCookie(COOKIE.intendedUrl);
  return safeRedirectPath(value);
}
