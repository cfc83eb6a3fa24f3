/*
 * What this device knows about signing in with a passkey: whether this browser has WebAuthn, and
 * whether the backend is known to offer passkeys. Small, and part of the session's first load; the
 * ceremonies themselves (src/lib/passkeys.ts) load when one starts.
 */

/**
 * Local storage key of "the backend offers passkeys", learnt from an answer of calls 60–65 (a 404
 * unlearns it). The sign-in page shows its passkey button only where this is known, so a backend
 * without passkeys never sees a trace of them, and nothing is asked to find out. The prerendered
 * sign-in page's script reads the same key (scripts/prerender.mjs).
 */
export const PASSKEYS_OFFERED_KEY = 'passkeysOffered';

/** The attribute on <html> that keeps the passkey button's place from the first paint. */
export const PASSKEYS_ATTRIBUTE = 'data-passkeys';

/** Whether this browser has WebAuthn at all (an old browser, or an insecure page, has not). */
export const browserSupportsPasskeys = (): boolean => typeof PublicKeyCredential === 'function';

/** Whether an answer of the backend has shown that it offers passkeys (this device remembers). */
export function passkeysOffered(): boolean {
  try {
    return localStorage.getItem(PASSKEYS_OFFERED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers what the backend's last passkey answer said: offered, or not (404/405). */
export function rememberPasskeysOffered(offered: boolean): void {
  try {
    if (offered) localStorage.setItem(PASSKEYS_OFFERED_KEY, '1');
    else localStorage.removeItem(PASSKEYS_OFFERED_KEY);
  } catch {
    // Without storage the sign-in page simply never offers passkeys.
  }
  if (!offered) document.documentElement.removeAttribute(PASSKEYS_ATTRIBUTE);
}
