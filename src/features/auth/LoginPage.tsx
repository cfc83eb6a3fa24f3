import { useRef } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageTag } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useForm } from '@/api/form';
import { login } from '@/api/generated/auth/auth';
import type { AuthToken } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { Checkbox } from '@/design-system/Checkbox';
import { PasswordField } from '@/design-system/PasswordField';
import { TextField } from '@/design-system/TextField';
import { DemoAccounts } from './DemoAccounts';
import { readLoginNotice, type AuthLinks } from './links';
import { fieldMessages } from './messages';
import { consumeIntendedUrl } from './session';
import {
  AuthCard,
  FooterText,
  FormBanner,
  FormStack,
  Header,
  Heading,
  Lead,
  Notice,
  SplitRow,
  TextLink,
  useFocusFirstInvalid,
} from './ui';
import { useFinishSignIn } from './useFinishSignIn';

const messages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Sign in' },
  lead: { id: 'auth.login.lead', defaultMessage: 'Sign in to manage your money and investments.' },
  remember: { id: 'auth.login.remember', defaultMessage: 'Remember me' },
  forgot: { id: 'auth.login.forgot', defaultMessage: 'Forgot your password?' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Sign in' },
});

const noAccount = defineMessage<{ link: MessageTag }>({
  id: 'auth.login.noAccount',
  defaultMessage: 'New here? <link>Create an account</link>',
});

export interface LoginPageProps {
  links: AuthLinks;
}

/** Sign in: e-mail, password, remember me; then the intended page or home. */
export function LoginPage({ links }: LoginPageProps) {
  const intl = useIntl();
  const location = useLocation();
  const { notice, email } = readLoginNotice(location.state);
  const finishSignIn = useFinishSignIn();
  const formRef = useRef<HTMLFormElement>(null);

  const form = useForm({
    initialValues: { email: email ?? '', password: '', remember: false },
    labels: { email: fieldMessages.email, password: fieldMessages.password },
    send: (values, options): Promise<AuthToken> => login(values, options),
    onSuccess: (answer, values) =>
      finishSignIn(answer.token, values.remember, () => consumeIntendedUrl() ?? links.home),
  });
  useFocusFirstInvalid(formRef, form.failures);

  // A wrong password comes back as a lone message: show it under the e-mail field too.
  const emailError = form.error('email') ?? form.error('error');

  return (
    <AuthCard aria-labelledby="login-title">
      <Header>
        <Heading id="login-title">{intl.formatMessage(messages.title)}</Heading>
        <Lead>{intl.formatMessage(messages.lead)}</Lead>
      </Header>
      {notice && !form.banner && <Notice>{notice}</Notice>}
      <FormStack ref={formRef} onSubmit={form.handleSubmit} noValidate aria-labelledby="login-title">
        <FormBanner banner={form.banner} onDismiss={form.dismissBanner} />
        <TextField
          {...form.field('email')}
          error={emailError}
          id="login-email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          requiredLabel={intl.formatMessage(fieldMessages.required)}
          label={intl.formatMessage(fieldMessages.email)}
        />
        <PasswordField
          {...form.field('password')}
          id="login-password"
          autoComplete="current-password"
          required
          requiredLabel={intl.formatMessage(fieldMessages.required)}
          label={intl.formatMessage(fieldMessages.password)}
          showLabel={intl.formatMessage(fieldMessages.showPassword)}
          hideLabel={intl.formatMessage(fieldMessages.hidePassword)}
        />
        <SplitRow>
          <Checkbox {...form.checkbox('remember')} id="login-remember" label={intl.formatMessage(messages.remember)} />
          <TextLink to={links.passwordRequest}>{intl.formatMessage(messages.forgot)}</TextLink>
        </SplitRow>
        <Button type="submit" size="lg" block busy={form.busy}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </FormStack>
      <FooterText>
        <FormattedMessage
          {...noAccount}
          values={{ link: (chunks) => <TextLink to={links.register}>{chunks}</TextLink> }}
        />
      </FooterText>
      <DemoAccounts
        onPick={(account) => form.setValues({ email: account.email, password: account.password })}
      />
    </AuthCard>
  );
}
