import { defineMessages, useIntl } from 'react-intl';
import { changePassword } from '@/api/generated/settings/settings';
import { Button } from '@/design-system/Button';
import {
  fieldMessages,
  FormBanner,
  NewPasswordFields,
  newPasswordRules,
  PasswordInput,
  rules,
  useFocusFirstInvalid,
  useForm,
} from '@/form';
import { useToasts } from '@/stores/toasts';
import { Actions, FormGrid } from '../SettingsCard';
import { PasswordStrengthHint } from './PasswordStrengthHint';

const messages = defineMessages({
  current: { id: 'account.password.current', defaultMessage: 'Current password' },
  submit: { id: 'account.password.submit', defaultMessage: 'Change password' },
  changed: {
    id: 'account.password.changed',
    defaultMessage: 'Your password has been changed. Use it the next time you sign in.',
  },
  sameAsCurrent: {
    id: 'account.password.sameAsCurrent',
    defaultMessage: 'The new password must differ from the current one.',
  },
});

type PasswordValues = { current_password: string; password: string; password_confirmation: string };

const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

/** Current password, the new one twice; the rules are shown and checked before anything is sent. */
export function ChangePasswordForm() {
  const intl = useIntl();
  const pushToast = useToasts((s) => s.push);

  const form = useForm({
    initialValues: EMPTY,
    labels: {
      current_password: messages.current,
      password: fieldMessages.newPassword,
      password_confirmation: fieldMessages.passwordConfirmation,
    },
    rules: {
      current_password: [rules.required<PasswordValues>()],
      ...newPasswordRules<PasswordValues>(),
    },
    validate: (values) => ({
      password:
        values.password && values.password === values.current_password
          ? intl.formatMessage(messages.sameAsCurrent)
          : undefined,
    }),
    send: (values, options) => changePassword(values, options),
    onSuccess: () => {
      pushToast({ tone: 'success', message: intl.formatMessage(messages.changed) });
      // A password never stays on screen longer than needed.
      form.reset(EMPTY);
    },
  });
  const formRef = useFocusFirstInvalid(form.failures);

  return (
    <FormGrid ref={formRef} onSubmit={form.handleSubmit} noValidate>
      <FormBanner form={form} />
      <PasswordInput
        form={form}
        name="current_password"
        id="security-current-password"
        label={messages.current}
      />
      <NewPasswordFields form={form} idPrefix="security-new" label={fieldMessages.newPassword} />
      <PasswordStrengthHint password={form.values.password} />
      <Actions>
        <Button type="submit" busy={form.busy}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Actions>
    </FormGrid>
  );
}
