import { useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useForm } from '@/api/form';
import { sendPasswordResetEmail } from '@/api/generated/auth/auth';
import type { StatusMessage } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { TextField } from '@/design-system/TextField';
import type { AuthLinks } from './links';
import { fieldMessages } from './messages';
import { AuthCard, FooterText, FormStack, Header, Heading, Lead, Notice, TextLink, useFocusFirstInvalid } from './ui';

const messages = defineMessages({
  title: { id: 'auth.passwordRequest.title', defaultMessage: 'Reset your password' },
  lead: {
    id: 'auth.passwordRequest.lead',
    defaultMessage: 'Enter the e-mail address of your account and we will send you a link to set a new password.',
  },
  submit: { id: 'auth.passwordRequest.submit', defaultMessage: 'Send reset link' },
});

export interface PasswordRequestPageProps {
  links: AuthLinks;
}

/** Asks for a password reset link; shows the server's status message. */
export function PasswordRequestPage({ links }: PasswordRequestPageProps) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    initialValues: { email: search.get('email') ?? '' },
    labels: { email: fieldMessages.email },
    send: (values, options): Promise<StatusMessage> => sendPasswordResetEmail(values, options),
  });
  useFocusFirstInvalid(formRef, form.failures);

  return (
    <AuthCard aria-labelledby="password-request-title">
      <Header>
        <Heading id="password-request-title">{intl.formatMessage(messages.title)}</Heading>
        <Lead>{intl.formatMessage(messages.lead)}</Lead>
      </Header>
      {form.successful && form.data && <Notice>{form.data.status}</Notice>}
      <FormStack ref={formRef} onSubmit={form.handleSubmit} noValidate aria-labelledby="password-request-title">
        {form.banner && (
          <ErrorBanner
            genericError={form.banner.genericError}
            message={form.banner.message}
            fallbackText={form.banner.fallbackText}
            onDismiss={form.dismissBanner}
            dismissLabel={intl.formatMessage(fieldMessages.dismiss)}
          />
        )}
        <TextField
          {...form.field('email')}
          id="password-request-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          requiredLabel={intl.formatMessage(fieldMessages.required)}
          label={intl.formatMessage(fieldMessages.email)}
        />
        <Button type="submit" size="lg" block busy={form.busy}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </FormStack>
      <FooterText>
        <TextLink to={links.login}>{intl.formatMessage(fieldMessages.backToLogin)}</TextLink>
      </FooterText>
    </AuthCard>
  );
}
