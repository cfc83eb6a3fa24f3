import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorStatus } from '@/api/errors';
import { disableTwoFactor } from '@/api/generated/security/security';
import { Button } from '@/design-system/Button';
import { Modal } from '@/design-system/Modal';
import { TextField } from '@/design-system/TextField';
import {
  fieldMessages,
  FormBanner,
  PasswordInput,
  rules,
  useFocusFirstInvalid,
  useForm,
} from '@/form';
import { useToasts } from '@/stores/toasts';
import { accountMessages } from '../../messages';
import { Actions } from '../../ui';
import { twoFactorMessages as messages } from './messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  & > p {
    margin: 0;
    line-height: 1.5;
  }
`;

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
    <Modal
      open
      title={t(messages.disableTitle)}
      onClose={onClose}
      staticBackdrop
      closeLabel={t(accountMessages.close)}
    >
      <Form ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <p>{t(messages.disableLead)}</p>
        <FormBanner form={form} />
        <PasswordInput form={form} name="password" id="two-factor-disable-password" />
        <TextField
          {...form.field('code')}
          id="two-factor-disable-code"
          label={t(messages.disableCodeLabel)}
          required
          requiredLabel={t(fieldMessages.required)}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
        />
        <Actions>
          <Button type="submit" variant="danger" busy={form.busy}>
            {t(messages.turnOff)}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t(accountMessages.cancel)}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
