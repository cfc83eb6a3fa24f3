import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { resendVerificationEmail } from '@/api/generated/auth/auth';
import type { StatusMessage } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { Notice } from '@/design-system/Notice';
import { FormBanner, sharedLabels, useForm } from '@/form';
import { useAuthLinks } from './links';
import { authMessages } from './messages';
import { AuthCard, FooterText, FormStack, Header, Heading, Lead, TextLink } from './ui';

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
}

/** After a registration that must be verified: says where the link went and can send it again. */
export function CheckInbox({ email }: CheckInboxProps) {
  const intl = useIntl();
  const links = useAuthLinks();
  const resend = useForm({
    initialValues: { email },
    labels: { email: sharedLabels.email },
    send: (values, options): Promise<StatusMessage> => resendVerificationEmail(values, options),
  });

  return (
    <AuthCard aria-labelledby="check-inbox-title">
      <Header>
        <Heading id="check-inbox-title">{intl.formatMessage(messages.title)}</Heading>
        <Lead>{intl.formatMessage(sentTo, { email })}</Lead>
      </Header>
      {resend.data && <Notice>{resend.data.status}</Notice>}
      {/* The e-mail has no field here: its error is the banner's text. */}
      <FormBanner form={resend} message={resend.error('email')} />
      <FormStack onSubmit={resend.handleSubmit} noValidate aria-label={intl.formatMessage(messages.resend)}>
        <Lead>{intl.formatMessage(messages.didNotGet)}</Lead>
        <Button type="submit" variant="secondary" block busy={resend.busy}>
          {intl.formatMessage(messages.resend)}
        </Button>
      </FormStack>
      <FooterText>
        <TextLink to={links.login}>{intl.formatMessage(authMessages.backToLogin)}</TextLink>
      </FooterText>
    </AuthCard>
  );
}
