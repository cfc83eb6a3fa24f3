import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { resendVerificationEmail, sendPasswordResetEmail } from '@/api/generated/auth/auth';
import type { StatusMessage } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { Notice } from '@/design-system/Notice';
import { FormBanner, sharedLabels, translateServerText, useForm } from '@/form';
import { PageHeader } from '@/page/PageHeader';
import { useAuthLinks } from './links';
import { authMessages } from './messages';
import { AuthCard, FooterText, FormStack, MutedText, TextLink } from './AuthCard';

/** How long the resend waits after a link went out (Laravel's password broker throttles 60 s). */
export const RESEND_COOLDOWN_SECONDS = 60;

const messages = defineMessages({
  title: { id: 'auth.checkInbox.title', defaultMessage: 'Check your inbox' },
  didNotGet: {
    id: 'auth.checkInbox.didNotGet',
    defaultMessage: 'Nothing arrived? Check your spam folder, or send the link again.',
  },
  resend: { id: 'auth.checkInbox.resend', defaultMessage: 'Send the link again' },
});

const sentTo = defineMessage<{ email: string }>({
  id: 'auth.checkInbox.sentTo',
  defaultMessage:
    'We have sent a verification link to {email}. Open it to activate your account, then sign in.',
});

const resetSentTo = defineMessage<{ email: string }>({
  id: 'auth.checkInbox.resetSentTo',
  defaultMessage:
    'We have sent a link to set a new password to {email}. Open it to choose your new password.',
});

const waitFor = defineMessage<{ seconds: number }>({
  id: 'auth.checkInbox.wait',
  defaultMessage: 'You can send it again in {seconds, plural, one {# second} other {# seconds}}.',
});

/** Seconds left until `until` (a Date.now() value), ticking once a second while there are any. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}

export interface CheckInboxProps {
  /** Where the link went. */
  email: string;
  /** Which link: the registration's verification link (default) or a password reset link. */
  purpose?: 'verify' | 'password';
}

/**
 * After a call that e-mailed a link (a registration to verify, a password reset request): says
 * where it went and can send it again, once a cool-down has passed since the last one.
 */
export function CheckInbox({ email, purpose = 'verify' }: CheckInboxProps) {
  const intl = useIntl();
  const links = useAuthLinks();
  const [availableAt, setAvailableAt] = useState(() => Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
  const secondsLeft = useSecondsLeft(availableAt);
  const resend = useForm({
    initialValues: { email },
    labels: { email: sharedLabels.email },
    send: (values, options): Promise<StatusMessage> =>
      purpose === 'password'
        ? sendPasswordResetEmail(values, options)
        : resendVerificationEmail(values, options),
    onSuccess: () => setAvailableAt(Date.now() + RESEND_COOLDOWN_SECONDS * 1000),
  });

  return (
    <AuthCard aria-labelledby="check-inbox-title">
      <PageHeader
        id="check-inbox-title"
        heading={intl.formatMessage(messages.title)}
        lead={intl.formatMessage(purpose === 'password' ? resetSentTo : sentTo, { email })}
      />
      {resend.data && <Notice>{translateServerText(intl, resend.data.status)}</Notice>}
      {/* The e-mail has no field here: its error is the banner's text. */}
      <FormBanner form={resend} message={resend.error('email')} />
      <FormStack
        onSubmit={resend.handleSubmit}
        noValidate
        aria-label={intl.formatMessage(messages.resend)}
      >
        <MutedText>{intl.formatMessage(messages.didNotGet)}</MutedText>
        <Button
          type="submit"
          variant="secondary"
          block
          busy={resend.busy}
          disabled={secondsLeft > 0}
        >
          {intl.formatMessage(messages.resend)}
        </Button>
        {secondsLeft > 0 && (
          <MutedText>{intl.formatMessage(waitFor, { seconds: secondsLeft })}</MutedText>
        )}
      </FormStack>
      <FooterText>
        <TextLink to={links.login}>{intl.formatMessage(authMessages.backToLogin)}</TextLink>
      </FooterText>
    </AuthCard>
  );
}
