import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isNetworkError } from '@/api/errors';
import type { User } from '@/api/generated/model';
import { getClientInfo, logout as logoutCall } from '@/api/generated/session/session';
import { selectUser } from '@/api/readers/user';
import { completeSignIn, isAuthenticated, useCurrentUser, useSignOut } from '@/session';
import { exchangeAutologinToken, stripAutologinToken, type AutologinLink } from './autologinToken';
import { useAuthLinks } from './links';

export type AutologinPhase = 'confirm' | 'working' | 'failed' | 'offline';

/** A link that worked, for another user than the one signed in: waiting for "switch" or "cancel". */
interface PendingSwitch {
  token: string;
  user: User;
}

/** Only for the link's own session, never the signed-in one (its token is not the app's yet). */
const withToken = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/**
 * Exchanges the link and, when someone is signed in already, asks the server whose link it is:
 * the page says "this link signs in someone else" only once the server has said so.
 */
async function exchangeAndIdentify(
  token: string,
  link: AutologinLink,
  signedIn: User | null,
): Promise<{ token: string; user: User | null }> {
  const answer = await exchangeAutologinToken(token, link);
  if (!signedIn) return { token: answer.token, user: null };
  // A link whose user the server's answer does not name is a link that failed.
  const user = selectUser(await getClientInfo({}, withToken(answer.token)));
  return { token: answer.token, user };
}

/**
 * The autologin link's run: the token out of the address bar first, exchanged for a session, and
 * (when someone else is signed in) the switch the page asks about before replacing them.
 */
export function useAutologin() {
  const links = useAuthLinks();
  // Before anything else of the page: the token must not stay in the URL or the history.
  useState(() => stripAutologinToken(links.login));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  // The router keeps the address the page opened on: the token is read from it, not from the bar.
  const { token: pathToken } = useParams();
  const [search] = useSearchParams();
  const link: AutologinLink = pathToken ? 'path' : 'query';
  const token = pathToken ?? search.get('token') ?? '';
  const currentUser = useCurrentUser();
  const signedInAs = isAuthenticated(currentUser) ? currentUser : null;
  const [phase, setPhase] = useState<AutologinPhase>('working');
  const [pending, setPending] = useState<PendingSwitch | null>(null);
  const [switching, setSwitching] = useState(false);
  const started = useRef(false);
  // Who was signed in when the page opened (the switch itself signs them out).
  const [before] = useState(signedInAs);

  const finish = async (sessionToken: string) => {
    const outcome = await completeSignIn(queryClient, sessionToken, false);
    if (outcome === 'ok') {
      await navigate(links.home, { replace: true });
      return;
    }
    setPhase(outcome === 'offline' ? 'offline' : 'failed');
  };

  useEffect(() => {
    if (phase !== 'working' || started.current) return;
    started.current = true;
    const run = async () => {
      try {
        const { token: sessionToken, user } = await exchangeAndIdentify(token, link, before);
        if (!before) {
          await finish(sessionToken);
        } else if (user && user.id !== before.id) {
          setPending({ token: sessionToken, user });
          setPhase('confirm');
        } else {
          // The link signs in who is signed in already: keep the session, drop the link's.
          await logoutCall(withToken(sessionToken)).catch(() => undefined);
          await navigate(links.home, { replace: true });
        }
      } catch (error) {
        setPhase(isNetworkError(error) ? 'offline' : 'failed');
      }
      started.current = false;
    };
    void run();
    // `finish` is recreated each render; the run starts once per 'working' phase.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, token, link, before]);

  const confirmSwitch = async () => {
    if (!pending) return;
    setSwitching(true);
    await signOut({ redirect: false });
    await finish(pending.token);
    setSwitching(false);
  };

  const cancelSwitch = async () => {
    // The link's session is not wanted: end it on the server rather than leave it open.
    if (pending) await logoutCall(withToken(pending.token)).catch(() => undefined);
    await navigate(links.home, { replace: true });
  };

  return {
    links,
    phase,
    retry: () => setPhase('working'),
    pending,
    before,
    switching,
    confirmSwitch,
    cancelSwitch,
  };
}
