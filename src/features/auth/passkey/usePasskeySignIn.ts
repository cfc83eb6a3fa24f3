import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { extractFormErrors, isNetworkError } from '@/api/errors';
import { loginPasskey, loginPasskeyOptions } from '@/api/generated/auth/auth';
import type { LoginPasskeyRequest } from '@/api/generated/model';
import { isNotOffered } from '@/api/offered';
import { readRequestOptions } from '@/api/readers/passkeys';
import { readSignInToken } from '@/api/readers/twoFactor';
import { FormSubmitError, formMessages } from '@/form';
import {
  askForPasskey,
  browserSupportsPasskeys,
  cancelPasskeyCeremony,
  forgetUnknownPasskey,
  passkeyAutofillAvailable,
  passkeyRefusal,
  passkeysOffered,
  preloadPasskeys,
  rememberPasskeysOffered,
} from '@/lib/passkeys';
import { MalformedAnswer } from '@/lib/tolerant';
import { passkeySignInMessages as messages } from './messages';

type Credential = LoginPasskeyRequest['credential'];

/** The plain words for a failed passkey sign-in; null when there is nothing to say. */
function problemOf(error: unknown, intl: IntlShape): string | null {
  const t = intl.formatMessage;
  switch (passkeyRefusal(error)) {
    case 'aborted':
      return null;
    case 'cancelled':
      return t(messages.cancelled);
    case 'unsupported':
    case 'exists':
      return t(messages.unsupported);
    case 'security':
      return t(messages.security);
    case 'unavailable':
      return t(messages.unavailable);
    default:
      break;
  }
  if (error instanceof FormSubmitError) return error.bag.genericError ?? t(messages.failed);
  if (isNetworkError(error)) return t(formMessages.network);
  const { errors } = extractFormErrors(error);
  if (errors.challenge) return t(messages.expired);
  if (errors.credential) return t(messages.unknown);
  return t(messages.failed);
}

/** Where the autofill offer stands: not yet made, waiting for a pick, or done for this visit. */
type Autofill = 'idle' | 'waiting' | 'done';

/**
 * Signing in with a passkey (calls 64 and 65): by the button (the browser's dialog) or by picking
 * a passkey in the e-mail field's suggestions (conditional mediation, offered once the field is
 * focused, so it never stands between the client and the form). Then `finish` as any sign-in. Only
 * on a device that knows the backend offers passkeys; a 404 forgets it, and the button goes.
 */
export function usePasskeySignIn(finish: (token: string) => Promise<void>) {
  const intl = useIntl();
  const [offered, setOffered] = useState(() => browserSupportsPasskeys() && passkeysOffered());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const autofill = useRef<Autofill>('idle');
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Leaving the page ends an offer in the suggestions (or a dialog) still open.
      if (autofill.current === 'waiting' || running.current) cancelPasskeyCeremony();
    };
  }, []);

  /** Options, the browser, then the sign-in; `picked` once the client has chosen a passkey. */
  const ceremony = async (inSuggestions: boolean, picked: () => void) => {
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
  };

  const fail = (error: unknown, quietly: boolean) => {
    if (isNotOffered(error)) {
      rememberPasskeysOffered(false);
      if (mounted.current) setOffered(false);
    }
    if (!mounted.current || quietly) return;
    setProblem(
      isNotOffered(error) ? intl.formatMessage(messages.notOffered) : problemOf(error, intl),
    );
  };

  const signIn = async () => {
    if (running.current) return;
    running.current = true;
    autofill.current = 'idle';
    setBusy(true);
    setProblem(null);
    try {
      await ceremony(false, () => undefined);
    } catch (error) {
      fail(error, false);
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  };

  /** The e-mail field got the focus: offer the device's passkeys in its suggestions, once. */
  const offerInSuggestions = async () => {
    if (!offered || running.current || autofill.current !== 'idle') return;
    autofill.current = 'waiting';
    if (!(await passkeyAutofillAvailable())) {
      autofill.current = 'done';
      return;
    }
    let picked = false;
    try {
      await ceremony(true, () => {
        picked = true;
        running.current = true;
        setBusy(true);
      });
    } catch (error) {
      // Before a pick nothing is said (the client never asked); a pick that failed is told.
      const aborted = passkeyRefusal(error) === 'aborted';
      if (autofill.current === 'waiting') autofill.current = aborted ? 'idle' : 'done';
      fail(error, !picked);
    } finally {
      if (picked) {
        running.current = false;
        if (mounted.current) setBusy(false);
      }
    }
  };

  /** The client signs in with the password: the offer in the suggestions ends. */
  const stopSuggestions = () => {
    if (autofill.current !== 'waiting' || running.current) return;
    autofill.current = 'done';
    cancelPasskeyCeremony();
  };

  return {
    offered,
    busy,
    problem,
    signIn: () => void signIn(),
    offerInSuggestions: () => void offerInSuggestions(),
    stopSuggestions,
  };
}
