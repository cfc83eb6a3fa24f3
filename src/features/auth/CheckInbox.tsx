import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useForm } from '@/api/form';
import { resendVerificationEmail } from '@/api/generated/auth/auth';
import type { StatusMessage } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import type { AuthLinks } from './links';
import { fieldMessages } from './messages';
import { AuthCard, FooterText, FormStack, Header, Heading, Lead, Notice, TextLink } from './ui';

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
  defaultMessage: 'We have sent a verification link to {email}. Open it to activate your account, then sign in.',
});

export interface CheckInboxProps {
  /** Where the verification link went. */
  email: string;
  links: AuthLinks;
}

/** After a registration that must be verified: says where the link went and can send it again. */
export function CheckInbox({ email, links }: CheckInboxProps) {
  const intl = useIntl();
  const resend = useForm({
    initialValues: { email },
    labels: { email: fieldMessages.email },
    send: (values, options): Promise<StatusMessage> => resendVerificationEmail(values, options),
  });
  const resendError = resend.error('email');

  return (
    <AuthCard aria-labelledby="check-inbox-title">
      <Header>
        <Heading id="check-inbox-title">{intl.formatMessage(messages.title)}</Heading>
        <Lead>{intl.formatMessage(sentTo, { email })}</Lead>
      </Header>
      {resend.data && <Notice>{resend.data.status}</Notice>}
      {resend.banner && (
        <ErrorBanner
          genericError={resend.banner.genericError}
          message={resendError ?? resend.banner.message}
          fallbackText={resend.banner.fallbackText}
          onDismiss={resend.dismissBanner}
          dismissLabel={intl.formatMessage(fieldMessages.dismiss)}
        />
      )}
      <FormStack onSubmit={resend.handleSubmit} noValidate aria-label={intl.formatMessage(messages.resend)}>
        <Lead>{intl.formatMessage(messages.didNotGet)}</Lead>
        <Button type="submit" variant="secondary" block busy={resend.busy}>
          {intl.formatMessage(messages.resend)}
        </Button>
      </FormStack>
      <FooterText>
        <TextLink to={links.login}>{intl.formatMessage(fieldMessages.backToLogin)}</TextLink>
      </FooterText>
    </AuthCard>
  );
}
