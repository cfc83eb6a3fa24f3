import { useIntl } from 'react-intl';
import { errorStatus } from '@/api/errors';
import { disableTwoFactor } from '@/api/generated/security/security';
import { fieldMessages, rules, useFocusFirstInvalid, useForm } from '@/form';
import { useToasts } from '@/stores/toasts';
import { CodeField, PasswordDialog } from './dialogParts';
import { twoFactorMessages as messages } from './messages';

export interface DisableDialogProps {
  /** It is off (call 47 answered): the page refreshes the status. */
  onDisabled: () => void;
  onClose: () => void;
}

/**
 * Turning two-factor sign-in off: the password and a code from the app (or a recovery code), sent
 * once (call 47); the server's refusals under their fields, nothing typed lost.
 */
export function DisableDialog({ onDisabled, onClose }: DisableDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pushToast = useToasts((s) => s.push);

  const form = useForm<{ password: string; code: string }, unknown>({
    initialValues: { password: '', code: '' },
    labels: { password: fieldMessages.password, code: messages.disableCodeLabel },
    rules: { password: [rules.required()], code: [rules.required()] },
    send: (values, options) =>
      disableTwoFactor({ password: values.password, code: values.code.trim() }, options),
    onSuccess: () => {
      pushToast({ tone: 'success', message: t(messages.turnedOff) });
      onDisabled();
    },
    onError: (error, bag) => {
      // The password's refusal is the server's (translated when known); the code's is ours.
      if (errorStatus(error) === 422 && bag.errors.code) {
        form.setErrors({
          ...bag,
          message: undefined,
          errors: { ...bag.errors, code: [t(messages.wrongDisableCode)] },
        });
      }
    },
  });
  const formRef = useFocusFirstInvalid(form.failures);

  return (
    <PasswordDialog
      title={t(messages.disableTitle)}
      lead={t(messages.disableLead)}
      form={form}
      formRef={formRef}
      passwordId="two-factor-disable-password"
      submit={t(messages.turnOff)}
      danger
      onClose={onClose}
    >
      <CodeField
        form={form}
        id="two-factor-disable-code"
        label={t(messages.disableCodeLabel)}
        autoCapitalize="none"
      />
    </PasswordDialog>
  );
}
