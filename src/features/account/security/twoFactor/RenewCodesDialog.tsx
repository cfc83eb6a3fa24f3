import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { renewRecoveryCodes } from '@/api/generated/security/security';
import { readRenewedCodes } from '@/api/readers/twoFactor';
import { Button } from '@/design-system/Button';
import { Modal } from '@/design-system/Modal';
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
import { RecoveryCodes } from './RecoveryCodes';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  & > p {
    margin: 0;
    line-height: 1.5;
  }
`;

export interface RenewCodesDialogProps {
  /** New codes were made (call 48 answered): the page refreshes the status. */
  onRenewed: () => void;
  onClose: () => void;
}

/**
 * New recovery codes: the password (call 48), then the new set, shown once and closed only by
 * "I have saved them".
 */
export function RenewCodesDialog({ onRenewed, onClose }: RenewCodesDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pushToast = useToasts((s) => s.push);
  const [codes, setCodes] = useState<string[] | null>(null);

  const form = useForm<{ password: string }, unknown>({
    initialValues: { password: '' },
    labels: { password: fieldMessages.password },
    rules: { password: [rules.required()] },
    send: (values, options) => renewRecoveryCodes(values, options),
    onSuccess: (answer) => {
      // An unreadable answer fails the form (its banner) instead of showing no codes.
      setCodes(readRenewedCodes(answer));
      pushToast({ tone: 'success', message: t(messages.renewed) });
      onRenewed();
    },
  });
  const formRef = useFocusFirstInvalid(form.failures);

  if (codes) {
    return (
      <Modal
        open
        title={t(messages.codesTitle)}
        dismissible={false}
        staticBackdrop
        footer={<Button onClick={onClose}>{t(messages.saved)}</Button>}
      >
        <RecoveryCodes codes={codes} />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t(messages.renewTitle)}
      onClose={onClose}
      staticBackdrop
      closeLabel={t(accountMessages.close)}
    >
      <Form ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <p>{t(messages.renewLead)}</p>
        <FormBanner form={form} />
        <PasswordInput form={form} name="password" id="two-factor-renew-password" />
        <Actions>
          <Button type="submit" busy={form.busy}>
            {t(messages.renewSubmit)}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t(accountMessages.cancel)}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
