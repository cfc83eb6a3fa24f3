import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isNetworkError } from '@/api/errors';
import { Button } from '@/design-system/Button';
import { ConfirmDialog } from '@/design-system/ConfirmDialog';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { Spinner } from '@/design-system/Spinner';
import { formMessages } from '@/form';
import { completeSignIn, isAuthenticated, useCurrentUser, useSignOut } from '@/session';
import { exchangeAutologinToken, stripAutologinToken } from './autologinToken';
import { useAuthLinks } from './links';
import { AuthCard, ButtonLink, Header, Heading, Lead } from './ui';

const messages = defineMessages({
  working: { id: 'auth.autologin.working', defaultMessage: 'Signing you in…' },
  workingLead: { id: 'auth.autologin.workingLead', defaultMessage: 'This takes only a moment.' },
  failedTitle: { id: 'auth.autologin.failedTitle', defaultMessage: 'This sign-in link does not work' },
  failed: {
    id: 'auth.autologin.failed',
    defaultMessage: 'It has expired or was already used. Sign in with your e-mail and password instead.',
  },
  offlineTitle: { id: 'auth.autologin.offlineTitle', defaultMessage: 'You seem to be offline' },
  retry: { id: 'auth.autologin.retry', defaultMessage: 'Try again' },
  goToLogin: { id: 'auth.autologin.goToLogin', defaultMessage: 'Go to sign in' },
  switchTitle: { id: 'auth.autologin.switchTitle', defaultMessage: 'Switch account?' },
  switchConfirm: { id: 'auth.autologin.switchConfirm', defaultMessage: 'Switch account' },
  switchCancel: { id: 'auth.autologin.switchCancel', defaultMessage: 'Cancel' },
  close: { id: 'auth.autologin.close', defaultMessage: 'Close' },
});

const switchText = defineMessage<{ name: string }>({
  id: 'auth.autologin.switchText',
  defaultMessage:
    'You are signed in as {name}. This link signs in another account. Sign out and continue with the link?',
});

const Wrap = styled.div`
  width: min(100%, 440px);
`;

type Phase = 'confirm' | 'working' | 'failed' | 'offline';

/**
 * `/{lang}/autologin/{token}`: the token leaves the address bar first, then it is exchanged for a
 * session (asking before replacing another signed-in user) and the user goes home.
 */
export function AutologinPage() {
  const links = useAuthLinks();
  // Before anything else of the page: the token must not stay in the URL or the history.
  useState(() => stripAutologinToken(links.login));
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const { token = '' } = useParams();
  const currentUser = useCurrentUser();
  const signedInAs = isAuthenticated(currentUser) ? currentUser : null;
  const [phase, setPhase] = useState<Phase>(() => (signedInAs ? 'confirm' : 'working'));
  const [switching, setSwitching] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (phase !== 'working' || started.current) return;
    started.current = true;
    const run = async () => {
      try {
        const answer = await exchangeAutologinToken(token);
        const outcome = await completeSignIn(queryClient, answer.token, false);
        if (outcome === 'ok') {
          await navigate(links.home, { replace: true });
          return;
        }
        setPhase(outcome === 'offline' ? 'offline' : 'failed');
      } catch (error) {
        setPhase(isNetworkError(error) ? 'offline' : 'failed');
      }
      started.current = false;
    };
    void run();
  }, [phase, token, queryClient, navigate, links.home]);

  const confirmSwitch = async () => {
    setSwitching(true);
    await signOut({ redirect: false });
    setSwitching(false);
    setPhase('working');
  };

  if (phase === 'confirm') {
    const name = [signedInAs?.first_name, signedInAs?.second_name].filter(Boolean).join(' ') || signedInAs?.email || '';
    return (
      <ConfirmDialog
        open
        title={intl.formatMessage(messages.switchTitle)}
        text={intl.formatMessage(switchText, { name })}
        confirmLabel={intl.formatMessage(messages.switchConfirm)}
        cancelLabel={intl.formatMessage(messages.switchCancel)}
        closeLabel={intl.formatMessage(messages.close)}
        busy={switching}
        onConfirm={() => void confirmSwitch()}
        onCancel={() => void navigate(links.home, { replace: true })}
      />
    );
  }

  return (
    <Wrap>
      <AuthCard aria-labelledby="autologin-title" aria-busy={phase === 'working' || undefined}>
        {phase === 'working' && (
          <Header as="div" role="status">
            <Heading id="autologin-title">
              <Spinner size={22} /> {intl.formatMessage(messages.working)}
            </Heading>
            <Lead>{intl.formatMessage(messages.workingLead)}</Lead>
          </Header>
        )}
        {phase === 'failed' && (
          <>
            <Header>
              <Heading id="autologin-title">{intl.formatMessage(messages.failedTitle)}</Heading>
            </Header>
            <ErrorBanner message={intl.formatMessage(messages.failed)} />
            <ButtonLink to={links.login} replace>
              {intl.formatMessage(messages.goToLogin)}
            </ButtonLink>
          </>
        )}
        {phase === 'offline' && (
          <>
            <Header>
              <Heading id="autologin-title">{intl.formatMessage(messages.offlineTitle)}</Heading>
            </Header>
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
