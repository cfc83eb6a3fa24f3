import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { deletePasskey } from '@/api/generated/security/security';
import type { Passkey } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { Modal } from '@/design-system/Modal';
import {
  FormBanner,
  PasswordInput,
  rules,
  sharedLabels,
  useFocusFirstInvalid,
  useForm,
} from '@/form';
import { useToasts } from '@/stores/toasts';
import { accountMessages } from '../../messages';
import { Actions } from '../../SettingsCard';
import { passkeyMessages as messages, removeText } from './messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  & > p {
    margin: 0;
    line-height: 1.5;
  }
`;

export interface RemovePasskeyDialogProps {
  passkey: Passkey;
  /** Removed (call 63 answered): the page reads the list again. */
  onRemoved: () => void;
  onClose: () => void;
}

/**
 * Removing a passkey asks for the password (call 63): sent once, a wrong one said under the field,
 * nothing typed lost; a click outside never closes it.
 */
export function RemovePasskeyDialog({ passkey, onRemoved, onClose }: RemovePasskeyDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pushToast = useToasts((s) => s.push);
  const form = useForm<{ password: string }, unknown>({
    initialValues: { password: '' },
    labels: { password: sharedLabels.password },
    rules: { password: [rules.required()] },
    // The id goes back exactly as the list sent it (a number or a string).
    send: (values, options) =>
      deletePasskey({ id: passkey.id, password: values.password }, options),
    onSuccess: () => {
      pushToast({ tone: 'success', message: t(messages.removed) });
      onRemoved();
    },
  });
  const formRef = useFocusFirstInvalid(form.failures);
  const name = passkey.name || t(messages.fallbackName);

  return (
    <Modal
      open
      title={t(messages.removeTitle)}
      onClose={onClose}
      staticBackdrop
      closeLabel={t(accountMessages.close)}
    >
      <Form ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <p>{t(removeText, { name })}</p>
        <FormBanner form={form} />
        <PasswordInput form={form} name="password" id="passkey-remove-password" />
        <Actions>
          <Button type="submit" variant="danger" busy={form.busy}>
            {t(messages.removeConfirm)}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t(accountMessages.cancel)}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
