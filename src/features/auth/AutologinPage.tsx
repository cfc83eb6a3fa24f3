import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isNetworkError } from '@/api/errors';
import type { User } from '@/api/generated/model';
import { getClientInfo, logout as logoutCall } from '@/api/generated/session/session';
import { selectUser } from '@/api/readers/user';
import { Button } from '@/design-system/Button';
import { ConfirmDialog } from '@/design-system/ConfirmDialog';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { Spinner } from '@/design-system/Spinner';
import { formMessages } from '@/form';
import { PageHeader } from '@/page/PageHeader';
import { completeSignIn, isAuthenticated, useCurrentUser, useSignOut } from '@/session';
import { exchangeAutologinToken, stripAutologinToken, type AutologinLink } from './autologinToken';
import { useAuthLinks } from './links';
import { AuthCard, ButtonLink } from './ui';

const messages = defineMessages({
  working: { id: 'auth.autologin.working', defaultMessage: 'Signing you in…' },
  workingLead: { id: 'auth.autologin.workingLead', defaultMessage: 'This takes only a moment.' },
  failedTitle: {
    id: 'auth.autologin.failedTitle',
    defaultMessage: 'This sign-in link does not work',
  },
  failed: {
    id: 'auth.autologin.failed',
    defaultMessage:
      'It has expired or was already used. Sign in with your e-mail and password instead.',
  },
  offlineTitle: { id: 'auth.autologin.offlineTitle', defaultMessage: 'You seem to be offline' },
  retry: { id: 'auth.autologin.retry', defaultMessage: 'Try again' },
  goToLogin: { id: 'auth.autologin.goToLogin', defaultMessage: 'Go to sign in' },
  switchTitle: { id: 'auth.autologin.switchTitle', defaultMessage: 'Switch account?' },
  switchConfirm: { id: 'auth.autologin.switchConfirm', defaultMessage: 'Switch account' },
  switchCancel: { id: 'auth.autologin.switchCancel', defaultMessage: 'Cancel' },
  close: { id: 'auth.autologin.close', defaultMessage: 'Close' },
});

const switchText = defineMessage<{ name: string; other: string }>({
  id: 'auth.autologin.switchText',
  defaultMessage:
    'You are signed in as {name}. This link signs in {other}. Sign out and continue as {other}?',
});

const displayName = (user: User | null | undefined) =>
  [user?.first_name, user?.second_name].filter(Boolean).join(' ') || user?.email || '';

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

const Wrap = styled.div`
  width: min(100%, 440px);
`;

/**
 * React hoists it into <head> while the page shows: no request or link leaves with this page's
 * address (and its token) as `Referer`, whatever the server's headers say.
 */
const noReferrer = <meta name="referrer" content="no-referrer" />;

type Phase = 'confirm' | 'working' | 'failed' | 'offline';

/** A link that worked, for another user than the one signed in: waiting for "switch" or "cancel". */
interface PendingSwitch {
  token: string;
  user: User;
}

/**
 * `/{lang}/autologin/{token}` (or `?token=`): the token leaves the address bar first, then it is
 * exchanged for a session and the user goes home. When someone else is signed in, the page asks before replacing
 * them, naming the link's user, which only the server's answer can tell; a bad link just fails.
 */
export function AutologinPage() {
  const links = useAuthLinks();
  // Before anything else of the page: the token must not stay in the URL or the history.
  useState(() => stripAutologinToken(links.login));
  const intl = useIntl();
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
  const [phase, setPhase] = useState<Phase>('working');
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

  if (phase === 'confirm' && pending) {
    return (
      <>
        {noReferrer}
        <ConfirmDialog
          open
          title={intl.formatMessage(messages.switchTitle)}
          text={intl.formatMessage(switchText, {
            name: displayName(before),
            other: displayName(pending.user),
          })}
          confirmLabel={intl.formatMessage(messages.switchConfirm)}
          cancelLabel={intl.formatMessage(messages.switchCancel)}
          closeLabel={intl.formatMessage(messages.close)}
          busy={switching}
          onConfirm={() => void confirmSwitch()}
          onCancel={() => void cancelSwitch()}
        />
      </>
    );
  }

  return (
    <Wrap>
      {noReferrer}
      <AuthCard aria-labelledby="autologin-title" aria-busy={phase === 'working' || undefined}>
        {phase === 'working' && (
          <div role="status">
            <PageHeader
              id="autologin-title"
              heading={
                <>
                  <Spinner size={22} /> {intl.formatMessage(messages.working)}
                </>
              }
              lead={intl.formatMessage(messages.workingLead)}
            />
          </div>
        )}
        {phase === 'failed' && (
          <>
            <PageHeader id="autologin-title" heading={intl.formatMessage(messages.failedTitle)} />
            <ErrorBanner message={intl.formatMessage(messages.failed)} />
            <ButtonLink to={links.login} replace>
              {intl.formatMessage(messages.goToLogin)}
            </ButtonLink>
          </>
        )}
        {phase === 'offline' && (
          <>
            <PageHeader id="autologin-title" heading={intl.formatMessage(messages.offlineTitle)} />
            <ErrorBanner genericError={intl.formatMessage(formMessages.network)} />
            <Button block size="lg" onClick={() => setPhase('working')}>
              {intl.formatMessage(messages.retry)}
            </Button>
            <ButtonLink to={links.login} replace>
              {intl.formatMessage(messages.goToLogin)}
            </ButtonLink>
          </>
        )}
      </AuthCard>
    </Wrap>
  );
}
