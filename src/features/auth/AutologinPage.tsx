import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { User } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { ConfirmDialog } from '@/design-system/ConfirmDialog';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { Spinner } from '@/design-system/Spinner';
import { formMessages } from '@/form';
import { PageHeader } from '@/page/PageHeader';
import { AuthCard, ButtonLink } from './AuthCard';
import { useAutologin, type AutologinPhase } from './useAutologin';

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

const Wrap = styled.div`
  width: min(100%, 440px);
`;

/**
 * React hoists it into <head> while the page shows: no request or link leaves with this page's
 * address (and its token) as `Referer`, whatever the server's headers say.
 */
const noReferrer = <meta name="referrer" content="no-referrer" />;

/**
 * `/{lang}/autologin/{token}` (or `?token=`): the token leaves the address bar first, then it is
 * exchanged for a session and the user goes home. When someone else is signed in, the page asks before replacing
 * them, naming the link's user, which only the server's answer can tell; a bad link just fails.
 */
export function AutologinPage() {
  const intl = useIntl();
  const { links, phase, retry, pending, before, switching, confirmSwitch, cancelSwitch } =
    useAutologin();

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
      <AutologinStatus phase={phase} loginLink={links.login} onRetry={retry} />
    </Wrap>
  );
}

/** The card of the page while no dialog asks: signing in, a link that failed, or offline with a retry. */
function AutologinStatus({
  phase,
  loginLink,
  onRetry,
}: {
  phase: AutologinPhase;
  loginLink: string;
  onRetry: () => void;
}) {
  const intl = useIntl();
  return (
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
          <ButtonLink to={loginLink} replace>
            {intl.formatMessage(messages.goToLogin)}
          </ButtonLink>
        </>
      )}
      {phase === 'offline' && (
        <>
          <PageHeader id="autologin-title" heading={intl.formatMessage(messages.offlineTitle)} />
          <ErrorBanner genericError={intl.formatMessage(formMessages.network)} />
          <Button block size="lg" onClick={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Button>
          <ButtonLink to={loginLink} replace>
            {intl.formatMessage(messages.goToLogin)}
          </ButtonLink>
        </>
      )}
    </AuthCard>
  );
}
