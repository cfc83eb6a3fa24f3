import type { IntlShape } from 'react-intl';
import { defineMessages } from 'react-intl';
import { extractFormErrors, isNetworkError } from '@/api/errors';
import { loginPasskey, loginPasskeyOptions } from '@/api/generated/auth/auth';
import type { LoginPasskeyRequest } from '@/api/generated/model';
import { isNotOffered } from '@/api/offered';
import { readRequestOptions } from '@/api/readers/passkeys';
import { readSignInToken } from '@/api/readers/twoFactor';
import { FormSubmitError, formMessages } from '@/form';
import {
  askForPasskey,
  cancelPasskeyCeremony,
  forgetUnknownPasskey,
  passkeyAutofillAvailable,
  passkeyRefusal,
  preloadPasskeys,
} from '@/lib/passkeys';
import { MalformedAnswer } from '@/lib/tolerant';
import { rememberPasskeysOffered } from '@/session';

/*
 * The passkey sign-in itself (calls 64 and 65 around the browser's part) and what to say when it
 * fails: loaded when the client asks for it (or focuses the e-mail field), never with the page.
 */

const messages = defineMessages({
  cancelled: {
    id: 'auth.passkey.cancelled',
    defaultMessage:
      'No passkey was used: cancelled, timed out, or none on this device for your account.',
  },
  unsupported: {
    id: 'auth.passkey.unsupported',
    defaultMessage: 'This browser or device cannot use a passkey here.',
  },
  notOffered: {
    id: 'auth.passkey.notOffered',
    defaultMessage: 'Passkeys are not available at the moment. Please use your password.',
  },
  unknown: {
    id: 'auth.passkey.unknown',
    defaultMessage: 'This passkey is no longer linked to your account. Please use your password.',
  },
  failed: {
    id: 'auth.passkey.failed',
    defaultMessage: 'The passkey sign-in did not work or took too long. Please try again.',
  },
});

type Credential = LoginPasskeyRequest['credential'];

/** The plain words for a failed passkey sign-in; null when there is nothing to say. */
function problemOf(error: unknown, intl: IntlShape): string | null {
  const t = intl.formatMessage;
  if (isNotOffered(error)) return t(messages.notOffered);
  switch (passkeyRefusal(error)) {
    case 'aborted':
      return null;
    case 'cancelled':
      return t(messages.cancelled);
    // The browser's other refusals: no authenticator, an address it refuses, no WebAuthn at all.
    case 'unsupported':
    case 'exists':
    case 'security':
    case 'unavailable':
      return t(messages.unsupported);
    default:
      break;
  }
  if (error instanceof FormSubmitError) return error.bag.genericError ?? t(messages.failed);
  if (isNetworkError(error)) return t(formMessages.network);
  const { errors } = extractFormErrors(error);
  // An unknown passkey is told; an expired challenge (errors.challenge) is "took too long".
  if (errors.credential) return t(messages.unknown);
  return t(messages.failed);
}

/**
 * Options (call 64), the browser's dialog or the field's suggestions, then the sign-in (call 65)
 * and `finish` with its token; `picked` once the client has chosen a passkey. A passkey the
 * backend no longer knows is reported to the device's passkey manager where it can listen.
 */
async function signInWithPasskey(
  inSuggestions: boolean,
  picked: () => void,
  finish: (token: string) => Promise<void>,
): Promise<void> {
  preloadPasskeys();
  const { challenge, options } = readRequestOptions(
    await loginPasskeyOptions(inSuggestions ? { quiet: true } : undefined),
  );
  const credential = await askForPasskey<typeof options, Credential>(options, inSuggestions);
  picked();
  let answer: unknown;
  try {
    answer = await loginPasskey({ challenge, credential });
  } catch (error) {
    if (extractFormErrors(error).errors.credential) forgetUnknownPasskey(credential.id);
    throw error;
  }
  const token = readSignInToken(answer);
  if (!token) throw new MalformedAnswer('No token in the passkey sign-in answer');
  await finish(token);
}

/** What the sign-in page shows of a passkey sign-in, and how it finishes one. */
export interface PasskeyView {
  intl: IntlShape;
  setBusy: (busy: boolean) => void;
  setProblem: (problem: string | null) => void;
  /** The backend answered 404/405: the button goes. */
  notOffered: () => void;
  finish: (token: string) => Promise<void>;
}

/** Where the autofill offer stands: not yet made, waiting for a pick, or done for this visit. */
type Autofill = 'idle' | 'waiting' | 'done';

/**
 * The sign-in page's passkey sign-in: by the button (the browser's dialog), or by a passkey picked
 * in the e-mail field's suggestions (offered once the field has the focus, never more than one
 * offer at a time, and not again on its own after a failed pick).
 */
export function createPasskeySignIn(view: PasskeyView) {
  let autofill: Autofill = 'idle';
  let running = false;

  const fail = (error: unknown, quietly: boolean) => {
    if (isNotOffered(error)) {
      rememberPasskeysOffered(false);
      view.notOffered();
    }
    // Before a pick in the suggestions nothing is said: the client never asked.
    if (!quietly) view.setProblem(problemOf(error, view.intl));
  };

  const signIn = async () => {
    if (running) return;
    running = true;
    autofill = 'idle';
    view.setBusy(true);
    view.setProblem(null);
    try {
      await signInWithPasskey(false, () => undefined, view.finish);
    } catch (error) {
      fail(error, false);
    } finally {
      running = false;
      view.setBusy(false);
    }
  };

  const offerInSuggestions = async () => {
    if (running || autofill !== 'idle') return;
    autofill = 'waiting';
    if (!(await passkeyAutofillAvailable())) {
      autofill = 'done';
      return;
    }
    let picked = false;
    try {
      await signInWithPasskey(
        true,
        () => {
          picked = true;
          running = true;
          view.setBusy(true);
        },
        view.finish,
      );
    } catch (error) {
      if (autofill === 'waiting') autofill = passkeyRefusal(error) === 'aborted' ? 'idle' : 'done';
      fail(error, !picked);
    } finally {
      if (picked) {
        running = false;
        view.setBusy(false);
      }
    }
  };

  return {
    signIn: () => void signIn(),
    offerInSuggestions: () => void offerInSuggestions(),
    /** The client signs in with the password: the offer ends (until the field is focused again). */
    stopSuggestions: () => {
      if (autofill !== 'waiting' || running) return;
      autofill = 'idle';
      cancelPasskeyCeremony();
    },
    /** The page goes: whatever is open ends. */
    dispose: () => {
      if (autofill === 'waiting' || running) cancelPasskeyCeremony();
    },
  };
}
