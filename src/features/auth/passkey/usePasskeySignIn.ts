import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { browserSupportsPasskeys, passkeysOffered } from '@/session';
import { createPasskeySignIn } from './ceremony';

type Controller = ReturnType<typeof createPasskeySignIn>;

/**
 * Signing in with a passkey (calls 64 and 65): by the button, or by a passkey picked in the e-mail
 * field's suggestions (conditional mediation, offered once the field has the focus, so it never
 * stands between the client and the form). Then `finish` as any sign-in. Only on a device that
 * knows the backend offers passkeys; a 404 forgets it, and the button goes.
 */
export function usePasskeySignIn(finish: (token: string) => Promise<void>) {
  const intl = useIntl();
  const [offered, setOffered] = useState(() => browserSupportsPasskeys() && passkeysOffered());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The page's latest `finish` (it closes over the page's state), read when a sign-in finishes.
  const finishing = useRef(finish);
  const controller = useRef<Controller | null>(null);

  useEffect(() => {
    finishing.current = finish;
  });
  useEffect(() => () => controller.current?.dispose(), []);

  /** Made on first use, in an event: nothing of it runs while the page renders. */
  const passkeys = () =>
    (controller.current ??= createPasskeySignIn({
      intl,
      setBusy,
      setProblem,
      notOffered: () => setOffered(false),
      finish: (token) => finishing.current(token),
    }));

  return {
    offered,
    busy,
    problem,
    signIn: () => passkeys().signIn(),
    offerInSuggestions: () => {
      if (offered) passkeys().offerInSuggestions();
    },
    stopSuggestions: () => {
      setProblem(null);
      controller.current?.stopSuggestions();
    },
  };
}
