import { useState, type ReactNode } from 'react';
import {
  defineMessage,
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageTag,
} from 'react-intl';
import styled from 'styled-components';
import { register } from '@/api/generated/auth/auth';
import type { RegisterResult } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { Checkbox } from '@/design-system/Checkbox';
import { TextField } from '@/design-system/TextField';
import {
  EmailField,
  fieldMessages,
  FormBanner,
  newPasswordRules,
  NewPasswordFields,
  rules,
  sharedLabels,
  useFocusFirstInvalid,
  useForm,
} from '@/form';
import { CheckInbox } from './CheckInbox';
import { env } from '@/lib/env';
import { PageHeader } from '@/page/PageHeader';
import { useAuthLinks } from './links';
import { ACCOUNT_UNAVAILABLE } from './messages';
import { SupportLink } from './SupportLink';
import { AuthCard, ExternalLink, FooterText, FormStack, TextLink } from './AuthCard';
import { useFinishSignIn } from './useFinishSignIn';

const messages = defineMessages({
  lead: {
    id: 'auth.register.lead',
    defaultMessage: 'It takes a minute. You can deposit as soon as you are in.',
  },
  termsField: { id: 'auth.register.termsField', defaultMessage: 'terms and conditions' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Create account' },
});

/** The two documents are links (a new tab, so the form keeps what was typed). */
const termsLabel = defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
  id: 'auth.register.terms',
  defaultMessage:
    'I accept the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>',
});

const haveAccount = defineMessage<{ link: MessageTag }>({
  id: 'auth.register.haveAccount',
  defaultMessage: 'Already have an account? <link>Sign in</link>',
});

/** First and last name side by side where there is room. */
const NameRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const isToken = (answer: RegisterResult): answer is Extract<RegisterResult, { token: string }> =>
  'token' in answer && typeof answer.token === 'string';

/** The registration form: a token answer signs in; otherwise `verifyEmail` is the address to check. */
function useRegisterForm() {
  const links = useAuthLinks();
  const finishSignIn = useFinishSignIn();
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      first_name: '',
      second_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      terms: false,
    },
    labels: { ...sharedLabels, terms: messages.termsField },
    rules: {
      first_name: [rules.required()],
      second_name: [rules.required()],
      email: [rules.required(), rules.email()],
      ...newPasswordRules(),
      terms: [rules.accepted()],
    },
    send: (values, options) => register(values, options),
    onSuccess: async (answer, values) => {
      if (isToken(answer)) await finishSignIn(answer.token, false, () => links.home);
      else setVerifyEmail(values.email);
    },
  });
  return { form, verifyEmail };
}

/** Registration: a token answer signs the user in; `verify-email` asks them to check the inbox. */
export function RegisterPage() {
  const intl = useIntl();
  const links = useAuthLinks();
  const required = intl.formatMessage(fieldMessages.required);
  const { form, verifyEmail } = useRegisterForm();
  const formRef = useFocusFirstInvalid(form.failures);

  if (verifyEmail !== null) return <CheckInbox email={verifyEmail} />;

  const legalLink = (href: string) => (chunks: ReactNode[]) => (
    <ExternalLink href={href} target="_blank" rel="noopener noreferrer">
      {chunks}
    </ExternalLink>
  );

  return (
    <AuthCard aria-labelledby="register-title">
      <PageHeader page="register" id="register-title" lead={intl.formatMessage(messages.lead)} />
      <FormStack
        ref={formRef}
        onSubmit={form.handleSubmit}
        noValidate
        aria-labelledby="register-title"
      >
        <FormBanner form={form} />
        {form.banner?.kind === ACCOUNT_UNAVAILABLE && <SupportLink />}
        <NameRow>
          <TextField
            {...form.field('first_name')}
            id="register-first-name"
            autoComplete="given-name"
            required
            requiredLabel={required}
            label={intl.formatMessage(fieldMessages.firstName)}
          />
          <TextField
            {...form.field('second_name')}
            id="register-second-name"
            autoComplete="family-name"
            required
            requiredLabel={required}
            label={intl.formatMessage(fieldMessages.secondName)}
          />
        </NameRow>
        <EmailField form={form} name="email" id="register-email" />
        <NewPasswordFields form={form} idPrefix="register" />
        <Checkbox
          {...form.checkbox('terms')}
          id="register-terms"
          required
          requiredLabel={required}
          label={intl.formatMessage(termsLabel, {
            terms: legalLink(env.termsUrl),
            privacy: legalLink(env.privacyUrl),
          })}
        />
        <Button type="submit" size="lg" block busy={form.busy}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </FormStack>
      <FooterText>
        <FormattedMessage
          {...haveAccount}
          values={{ link: (chunks) => <TextLink to={links.login}>{chunks}</TextLink> }}
        />
      </FooterText>
    </AuthCard>
  );
}
