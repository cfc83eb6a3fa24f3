import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import {
  defineMessage,
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageTag,
} from 'react-intl';
import { useLocation } from 'react-router-dom';
import { login } from '@/api/generated/auth/auth';
import type { LoginResult } from '@/api/generated/model';
import { readSecondStep, readSignInToken } from '@/api/readers/twoFactor';
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
import { MalformedAnswer } from '@/lib/tolerant';
import { PageHeader } from '@/page/PageHeader';
import {
  browserSupportsPasskeys,
  consumeIntendedUrl,
  PASSKEYS_ATTRIBUTE,
  passkeysOffered,
} from '@/session';
import { readLoginNotice, useAuthLinks } from './links';
import { ACCOUNT_UNAVAILABLE } from './messages';
import { SupportLink } from './SupportLink';
import { AuthCard, FooterText, FormStack, PasskeySlot, SplitRow, TextLink } from './AuthCard';
import { useFinishSignIn } from './useFinishSignIn';
import { useSecondStep } from './useSecondStep';

const messages = defineMessages({
  lead: { id: 'auth.login.lead', defaultMessage: 'Sign in to manage your money and investments.' },
  remember: { id: 'auth.login.remember', defaultMessage: 'Remember me' },
  forgot: { id: 'auth.login.forgot', defaultMessage: 'Forgot your password?' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Sign in' },
});

// The second step comes with a challenge only: the sign-in page's first load stays within budget.
const loadSecondStep = () => import('./TwoFactorStep');
const TwoFactorStep = lazy(() => loadSecondStep().then((m) => ({ default: m.TwoFactorStep })));

// Passkeys come with their own code, on a device that knows the backend offers them.
const PasskeySignIn = lazy(() =>
  import('./passkey/PasskeySignIn').then((m) => ({ default: m.PasskeySignIn })),
);

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

/**
 * The notice and e-mail the page was sent here with, read once: the notice is for this arrival
 * only. It is then dropped from the history entry, so a reload or a later visit through
 * back/forward does not say "Your password has been reset." again (the router keeps `state` in
 * history.state.usr).
 */
function useArrivalNotice() {
  const location = useLocation();
  const [arrival] = useState(() => readLoginNotice(location.state));
  useEffect(() => {
    const entry = window.history.state as { usr?: unknown } | null;
    if (entry?.usr) window.history.replaceState({ ...entry, usr: null }, '');
  }, []);
  return arrival;
}

/** Whether this browser can and the backend does offer passkeys, decided once. */
function usePasskeysHere(): boolean {
  const [passkeys] = useState(() => browserSupportsPasskeys() && passkeysOffered());
  // Its place is kept from the first paint (the prerendered page's script does the same).
  useLayoutEffect(() => {
    if (passkeys) document.documentElement.setAttribute(PASSKEYS_ATTRIBUTE, '');
  }, [passkeys]);
  return passkeys;
}

/** Remember me, and the way to a forgotten password beside it. */
function RememberRow({
  remember,
  forgotHref,
}: {
  remember: Omit<ComponentProps<typeof Checkbox>, 'id' | 'label'>;
  forgotHref: string;
}) {
  const intl = useIntl();
  return (
    <SplitRow>
      <Checkbox {...remember} id="login-remember" label={intl.formatMessage(messages.remember)} />
      <TextLink to={forgotHref}>{intl.formatMessage(messages.forgot)}</TextLink>
    </SplitRow>
  );
}

/** The passkey sign-in, in a place kept for it from the first paint. */
function PasskeyPart({
  shown,
  finish,
}: {
  shown: boolean;
  finish: (token: string, remember: boolean) => Promise<void>;
}) {
  return (
    <PasskeySlot data-late="">
      {shown && (
        <Suspense fallback={null}>
          {/* A passkey sign-in has no "remember me": its session ends with the browser's. */}
          <PasskeySignIn finish={(token) => finish(token, false)} emailId="login-email" />
        </Suspense>
      )}
    </PasskeySlot>
  );
}

type PendingStep = NonNullable<ReturnType<typeof useSecondStep>['step']>;

/** The second step of a sign-in with two-factor on: the code, in place of the form. */
function SecondStepCard({
  pending,
  onToken,
  onBack,
  onExpired,
  children,
}: Pick<ComponentProps<typeof TwoFactorStep>, 'onToken' | 'onBack' | 'onExpired'> & {
  pending: PendingStep;
  children?: ReactNode;
}) {
  return (
    <AuthCard aria-labelledby="login-title">
      <Suspense fallback={null}>
        <TwoFactorStep
          key={pending.challenge}
          step={pending}
          titleId="login-title"
          onToken={onToken}
          onBack={onBack}
          onExpired={onExpired}
        />
      </Suspense>
      {children}
    </AuthCard>
  );
}

/**
 * Sign in: e-mail, password, remember me; then the intended page or home. With two-factor sign-in
 * on, the answer is a challenge and the same page asks for the code first (TwoFactorStep). Where
 * the backend offers passkeys, a passkey signs in alone (PasskeySignIn), without the second step.
 */
export function LoginPage({ renderDemoAccounts }: LoginPageProps) {
  const intl = useIntl();
  const links = useAuthLinks();
  const { notice, email } = useArrivalNotice();
  const finishSignIn = useFinishSignIn();
  const finish = (token: string, remember: boolean) =>
    finishSignIn(token, remember, () => consumeIntendedUrl() ?? links.home);

  const form = useForm({
    initialValues: { email: email ?? '', password: '', remember: false },
    labels: { email: sharedLabels.email, password: sharedLabels.password },
    rules: { email: [rules.required(), rules.email()], password: [rules.required()] },
    send: (values, options): Promise<LoginResult> => login(values, options),
    onSuccess: async (answer, values) => {
      const challenge = readSecondStep(answer);
      if (challenge) {
        // Its code is in before the step opens (a failure to load it is the form's banner).
        await loadSecondStep();
        return secondStep.open(challenge, values.remember);
      }
      const token = readSignInToken(answer);
      if (!token) throw new MalformedAnswer('No token in the sign-in answer');
      return finish(token, values.remember);
    },
  });
  const formRef = useFocusFirstInvalid(form.failures);
  const secondStep = useSecondStep(form, 'login-password');
  const passkeys = usePasskeysHere();
  const demoAccounts = renderDemoAccounts?.((credentials) => {
    if (secondStep.step) secondStep.back();
    form.setValues({ email: credentials.email, password: credentials.password });
  });

  const pending = secondStep.step;
  if (pending) {
    return (
      <SecondStepCard
        pending={pending}
        onToken={(token) => finish(token, pending.remember)}
        onBack={secondStep.back}
        onExpired={secondStep.expire}
      >
        {demoAccounts}
      </SecondStepCard>
    );
  }

  return (
    <AuthCard aria-labelledby="login-title">
      <PageHeader page="login" id="login-title" lead={intl.formatMessage(messages.lead)} />
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
        <EmailField form={form} name="email" id="login-email" passkeys={passkeys} />
        <PasswordInput form={form} name="password" id="login-password" />
        <RememberRow remember={form.checkbox('remember')} forgotHref={links.passwordRequest} />
        <Button type="submit" size="lg" block busy={form.busy}>
          {intl.formatMessage(messages.submit)}
        </Button>
        <PasskeyPart shown={passkeys} finish={finish} />
      </FormStack>
      <FooterText>
        <FormattedMessage
          {...noAccount}
          values={{ link: (chunks) => <TextLink to={links.register}>{chunks}</TextLink> }}
        />
      </FooterText>
      {demoAccounts}
    </AuthCard>
  );
}
