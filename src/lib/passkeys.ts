import { loadOnce } from './loadOnce';

/*
 * The browser's side of the passkey ceremonies (WebAuthn), through @simplewebauthn/browser, which
 * is loaded only when a ceremony starts (the Security page and the sign-in page, never the first
 * load). Whether passkeys are offered at all: src/session/passkeys.ts.
 */

let used = false;
const loadLibrary = loadOnce(() => {
  used = true;
  return import('@simplewebauthn/browser');
});

/** Starts loading the library (a page about to need it). */
export const preloadPasskeys = (): void => {
  void loadLibrary().catch(() => undefined);
};

/** Why the browser did not give a passkey, in terms the client can act on. */
export type PasskeyRefusal =
  /** Cancelled, timed out, or no passkey for this site on the device (the browser cannot say which). */
  | 'cancelled'
  /** This device holds a passkey for the account already. */
  | 'exists'
  /** No authenticator able to make one (no screen lock, no user verification). */
  | 'unsupported'
  /** The browser refused the site's address (an IP address, a page that is not secure). */
  | 'security'
  /** The page stopped it (another ceremony began, the client left). */
  | 'aborted'
  /** This browser has no WebAuthn. */
  | 'unavailable';

/** An error the browser or the library raised, read as a refusal; null for any other failure. */
export function passkeyRefusal(error: unknown): PasskeyRefusal | null {
  if (!(error instanceof Error)) return null;
  const cause = error.cause instanceof Error ? error.cause : null;
  const code = (error as { code?: unknown }).code;
  if (code === 'ERROR_CEREMONY_ABORTED') return 'aborted';
  switch (cause?.name ?? error.name) {
    case 'AbortError':
      return 'aborted';
    case 'NotAllowedError':
      return 'cancelled';
    case 'InvalidStateError':
      return 'exists';
    case 'NotSupportedError':
    case 'ConstraintError':
      return 'unsupported';
    case 'SecurityError':
      return 'security';
    default:
      return /not supported in this browser/i.test(error.message) ? 'unavailable' : null;
  }
}

/** The browser's dialog to make a passkey for WebAuthn creation options (JSON form). */
export async function makePasskey<Options extends object, Response = unknown>(
  options: Options,
): Promise<Response> {
  const { startRegistration } = await loadLibrary();
  return (await startRegistration({
    optionsJSON: options as never,
  })) as Response;
}

/**
 * The browser's dialog to sign in with a passkey for WebAuthn request options (JSON form); with
 * `autofill`, the passkeys are offered in the e-mail field's suggestions instead (conditional
 * mediation), and the promise waits until the client picks one. Starting a ceremony ends the one
 * under way (an autofill offer gives way to the button).
 */
export async function askForPasskey<Options extends object, Response = unknown>(
  options: Options,
  autofill = false,
): Promise<Response> {
  const { startAuthentication } = await loadLibrary();
  return (await startAuthentication({
    optionsJSON: options as never,
    useBrowserAutofill: autofill,
  })) as Response;
}

/** Whether the browser offers passkeys in a field's autofill (conditional mediation). */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function')
    return false;
  try {
    const check = window.PublicKeyCredential.isConditionalMediationAvailable;
    return typeof check === 'function' && (await check.call(window.PublicKeyCredential));
  } catch {
    return false;
  }
}

/** Ends the ceremony under way, if any (the client signs in otherwise, or leaves the page). */
export function cancelPasskeyCeremony(): void {
  if (!used) return;
  void loadLibrary()
    .then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony())
    .catch(() => undefined);
}

/**
 * Tells the device's passkey manager that the site no longer knows a passkey (removed from the
 * account), where the browser can (WebAuthn signals); it may then stop offering it.
 */
export function forgetUnknownPasskey(credentialId: string): void {
  const signal = (
    window.PublicKeyCredential as unknown as {
      signalUnknownCredential?: (options: { rpId: string; credentialId: string }) => Promise<void>;
    }
  )?.signalUnknownCredential;
  if (typeof signal !== 'function') return;
  signal
    .call(window.PublicKeyCredential, { rpId: window.location.hostname, credentialId })
    .catch(() => undefined);
}
