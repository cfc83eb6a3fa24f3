import { useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useForm } from '@/api/form';
import { resetPassword } from '@/api/generated/auth/auth';
import type { StatusMessage } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { PasswordField } from '@/design-system/PasswordField';
import { TextField } from '@/design-system/TextField';
import type { AuthLinks, LoginNotice } from './links';
import { fieldMessages } from './messages';
import { AuthCard, FooterText, FormBanner, FormStack, Header, Heading, Lead, TextLink, useFocusFirstInvalid } from './ui';

const messages = defineMessages({
  title: { id: 'auth.passwordReset.title', defaultMessage: 'Set a new password' },
  lead: { id: 'auth.passwordReset.lead', defaultMessage: 'Choose a new password for your account.' },
  submit: { id: 'auth.passwordReset.submit', defaultMessage: 'Save new password' },
  requestAgain: { id: 'auth.passwordReset.requestAgain', defaultMessage: 'Request a new link' },
});

export interface PasswordResetPageProps {
  links: AuthLinks;
}

/**
 * Sets a new password with the token of the e-mailed link (`/{lang}/password/reset/{token}?email=`);
 * on success the user goes to sign in, where the server's message is shown.
 */
export function PasswordResetPage({ links }: PasswordResetPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const required = intl.formatMessage(fieldMessages.required);

  const form = useForm({
    initialValues: { email: search.get('email') ?? '', password: '', password_confirmation: '' },
    labels: {
      email: fieldMessages.email,
      password: fieldMessages.newPassword,
      password_confirmation: fieldMessages.passwordConfirmation,
    },
    send: (values, options): Promise<StatusMessage> => resetPassword({ ...values, token }, options),
    onSuccess: (answer, values) =>
      navigate(links.login, { replace: true, state: { notice: answer.status, email: values.email } satisfies LoginNotice }),
  });
  useFocusFirstInvalid(formRef, form.failures);

  return (
    <AuthCard aria-labelledby="password-reset-title">
      <Header>
        <Heading id="password-reset-title">{intl.formatMessage(messages.title)}</Heading>
        <Lead>{intl.formatMessage(messages.lead)}</Lead>
      </Header>
      <FormStack ref={formRef} onSubmit={form.handleSubmit} noValidate aria-labelledby="password-reset-title">
        <FormBanner banner={form.banner} onDismiss={form.dismissBanner} />
        <TextField
          {...form.field('email')}
          error={form.error('email') ?? form.error('token')}
          id="password-reset-email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          requiredLabel={required}
          label={intl.formatMessage(fieldMessages.email)}
        />
        <PasswordField
          {...form.field('password')}
          id="password-reset-password"
          autoComplete="new-password"
          required
          requiredLabel={required}
          label={intl.formatMessage(fieldMessages.newPassword)}
          showLabel={intl.formatMessage(fieldMessages.showPassword)}
          hideLabel={intl.formatMessage(fieldMessages.hidePassword)}
        />
        <PasswordField
          {...form.field('password_confirmation')}
          id="password-reset-password-confirmation"
          autoComplete="new-password"
          required
          requiredLabel={required}
          label={intl.formatMessage(fieldMessages.passwordConfirmation)}
          showLabel={intl.formatMessage(fieldMessages.showPassword)}
          hideLabel={intl.formatMessage(fieldMessages.hidePassword)}
        />
        <Button type="submit" size="lg" block busy={form.busy}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </FormStack>
      <FooterText>
        <TextLink to={links.passwordRequest}>{intl.formatMessage(messages.requestAgain)}</TextLink>
      </FooterText>
    </AuthCard>
  );
}
