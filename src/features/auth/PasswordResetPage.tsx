import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { resetPassword } from '@/api/generated/auth/auth';
import type { StatusMessage } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import {
  EmailField,
  fieldMessages,
  FormBanner,
  newPasswordRules,
  NewPasswordFields,
  rules,
  translateServerText,
  useFocusFirstInvalid,
  useForm,
} from '@/form';
import { PageHeader } from '@/page/PageHeader';
import { useAuthLinks, type LoginNotice } from './links';
import { AuthCard, FooterText, FormStack, TextLink } from './AuthCard';

const messages = defineMessages({
  lead: {
    id: 'auth.passwordReset.lead',
    defaultMessage: 'Choose a new password for your account.',
  },
  submit: { id: 'auth.passwordReset.submit', defaultMessage: 'Save new password' },
  requestAgain: { id: 'auth.passwordReset.requestAgain', defaultMessage: 'Request a new link' },
});

/**
 * Sets a new password with the token of the e-mailed link (`/{lang}/password/reset/{token}?email=`);
 * on success the user goes to sign in, where the server's message is shown.
 */
export function PasswordResetPage() {
  const intl = useIntl();
  const links = useAuthLinks();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [search] = useSearchParams();

  const form = useForm({
    initialValues: { email: search.get('email') ?? '', password: '', password_confirmation: '' },
    labels: {
      email: fieldMessages.email,
      password: fieldMessages.newPassword,
      password_confirmation: fieldMessages.passwordConfirmation,
    },
    rules: { email: [rules.required(), rules.email()], ...newPasswordRules() },
    send: (values, options): Promise<StatusMessage> => resetPassword({ ...values, token }, options),
    onSuccess: (answer, values) =>
      navigate(links.login, {
        replace: true,
        state: {
          notice: translateServerText(intl, answer.status),
          email: values.email,
        } satisfies LoginNotice,
      }),
  });
  const formRef = useFocusFirstInvalid(form.failures);

  return (
    <AuthCard aria-labelledby="password-reset-title">
      <PageHeader
        page="passwordReset"
        id="password-reset-title"
        lead={intl.formatMessage(messages.lead)}
      />
      <FormStack
        ref={formRef}
        onSubmit={form.handleSubmit}
        noValidate
        aria-labelledby="password-reset-title"
      >
        <FormBanner form={form} />
        {/* An expired or wrong token is reported on `token`, which has no field: show it with the e-mail. */}
        <EmailField
          form={form}
          name="email"
          id="password-reset-email"
          fallbackError={form.error('token')}
        />
        <NewPasswordFields
          form={form}
          idPrefix="password-reset"
          label={fieldMessages.newPassword}
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
