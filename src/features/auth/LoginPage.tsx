import type { ReactNode } from 'react';
import {
  defineMessage,
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageTag,
} from 'react-intl';
import { useLocation } from 'react-router-dom';
import { login } from '@/api/generated/auth/auth';
import type { AuthToken } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { Checkbox } from '@/design-system/Checkbox';
import { Notice } from '@/design-system/Notice';
import {
  EmailField,
  FormBanner,
  PasswordInput,
  rules,
  sharedLabels,
  useFocusFirstInvalid,
  useForm,
} from '@/form';
import { consumeIntendedUrl } from '@/session';
import { readLoginNotice, useAuthLinks } from './links';
import { ACCOUNT_UNAVAILABLE } from './messages';
import { SupportLink } from './SupportLink';
import { AuthCard, FooterText, FormStack, Header, Heading, Lead, SplitRow, TextLink } from './ui';
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

/** E-mail and password to put into the form (the demo backend's account list uses it). */
export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginPageProps {
  /**
   * Renders below the form, given a function that fills it in. Only the app's mock mode passes
   * one (the demo accounts), so production's sign-in chunk holds no demo code.
   */
  renderDemoAccounts?: (fill: (credentials: LoginCredentials) => void) => ReactNode;
}

/** Sign in: e-mail, password, remember me; then the intended page or home. */
export function LoginPage({ renderDemoAccounts }: LoginPageProps) {
  const intl = useIntl();
  const links = useAuthLinks();
  const location = useLocation();
  const { notice, email } = readLoginNotice(location.state);
  const finishSignIn = useFinishSignIn();

  const form = useForm({
    initialValues: { email: email ?? '', password: '', remember: false },
    labels: { email: sharedLabels.email, password: sharedLabels.password },
    rules: { email: [rules.required(), rules.email()], password: [rules.required()] },
    send: (values, options): Promise<AuthToken> => login(values, options),
    onSuccess: (answer, values) =>
      finishSignIn(answer.token, values.remember, () => consumeIntendedUrl() ?? links.home),
  });
  const formRef = useFocusFirstInvalid(form.failures);

  return (
    <AuthCard aria-labelledby="login-title">
      <Header>
        <Heading id="login-title">{intl.formatMessage(messages.title)}</Heading>
        <Lead>{intl.formatMessage(messages.lead)}</Lead>
      </Header>
      {notice && !form.banner && <Notice>{notice}</Notice>}
      <FormStack
        ref={formRef}
        onSubmit={form.handleSubmit}
        noValidate
        aria-labelledby="login-title"
      >
        {/* Wrong credentials are said once, here: the form never marks a correct e-mail for them. */}
        <FormBanner form={form} />
        {form.banner?.kind === ACCOUNT_UNAVAILABLE && <SupportLink />}
        <EmailField form={form} name="email" id="login-email" autoComplete="username" />
        <PasswordInput form={form} name="password" id="login-password" />
        <SplitRow>
          <Checkbox
            {...form.checkbox('remember')}
            id="login-remember"
            label={intl.formatMessage(messages.remember)}
          />
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
      {renderDemoAccounts?.((credentials) =>
        form.setValues({ email: credentials.email, password: credentials.password }),
      )}
    </AuthCard>
  );
}
