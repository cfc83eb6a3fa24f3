import { useEffect, useRef } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { Button } from '@/design-system/Button';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { usePasskeySignIn } from './usePasskeySignIn';

const label = defineMessage({
  id: 'auth.passkey.button',
  defaultMessage: 'Sign in with a passkey',
});

export interface PasskeySignInProps {
  /** Finishes the sign-in with the token (as any sign-in, without "remember me"). */
  finish: (token: string) => Promise<void>;
  /** The e-mail field whose suggestions offer the device's passkeys once it has the focus. */
  emailId: string;
}

/**
 * "Sign in with a passkey" under the sign-in form, and what stopped it in plain words. Loaded with
 * its page only on a device that knows the backend offers passkeys (the page keeps its place).
 * It also offers the passkeys in the e-mail field's suggestions once the field has the focus, and
 * ends that offer when the form is sent with a password.
 */
export function PasskeySignIn({ finish, emailId }: PasskeySignInProps) {
  const t = useIntl().formatMessage;
  const passkey = usePasskeySignIn(finish);
  const latest = useRef(passkey);
  useEffect(() => {
    latest.current = passkey;
  });

  useEffect(() => {
    const email = document.getElementById(emailId);
    const form = email?.closest('form');
    const offer = () => latest.current.offerInSuggestions();
    const stop = () => latest.current.stopSuggestions();
    email?.addEventListener('focus', offer);
    form?.addEventListener('submit', stop);
    // The focus may have come before this part did (the first thing the client did).
    if (email && document.activeElement === email) offer();
    return () => {
      email?.removeEventListener('focus', offer);
      form?.removeEventListener('submit', stop);
    };
  }, [emailId]);

  return (
    <>
      {passkey.offered && (
        <Button
          type="button"
          variant="secondary"
          size="lg"
          block
          busy={passkey.busy}
          onClick={passkey.signIn}
        >
          {t(label)}
        </Button>
      )}
      {passkey.problem && <ErrorBanner genericError={passkey.problem} />}
    </>
  );
}
