import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorStatus } from '@/api/errors';
import { enableTwoFactor } from '@/api/generated/security/security';
import type { TwoFactorSetup } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { FormBanner, rules, useFocusFirstInvalid, useForm } from '@/form';
import { pageMessages } from '@/page/messages';
import { useToasts } from '@/stores/toasts';
import { digitsOf, groupSecret, sixDigits } from './codeField';
import { CodeField, DialogActions, TwoFactorDialog } from './dialogParts';
import { twoFactorMessages as messages } from './messages';
import { QrCode } from './QrCode';
import { useCopy } from './useCopy';

const Steps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
    line-height: 1.5;
  }
`;

const Key = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  code {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.md};
    letter-spacing: 0.04em;
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export interface SetUpDialogProps {
  /** The answer of call 45: the secret, its address, the recovery codes to show once it is on. */
  setup: TwoFactorSetup;
  /** Two-factor sign-in was turned on (call 46 answered): the page refreshes the status. */
  onEnabled: () => void;
  /** The dialog is done (cancelled, or the codes saved). */
  onClose: () => void;
}

/**
 * Setting up two-factor sign-in: the QR code and the key to type, then a code from the app to
 * confirm (call 46); once it is on, the recovery codes, shown once and closed only by "I have saved
 * them".
 */
export function SetUpDialog({ setup, onEnabled, onClose }: SetUpDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pushToast = useToasts((s) => s.push);
  const copy = useCopy();
  const [enabled, setEnabled] = useState(false);

  const form = useForm<{ code: string }, unknown>({
    initialValues: { code: '' },
    labels: { code: messages.codeLabel },
    rules: { code: [rules.required(), sixDigits(intl)] },
    send: (values, options) => enableTwoFactor({ code: digitsOf(values.code) }, options),
    onSuccess: () => {
      pushToast({ tone: 'success', message: t(messages.turnedOn) });
      setEnabled(true);
      onEnabled();
    },
    onError: (error, bag) => {
      // Whatever the server's wording, the page says it in the client's language.
      if (errorStatus(error) === 422 && bag.errors.code) {
        form.setErrors({ ...bag, message: undefined, errors: { code: [t(messages.wrongCode)] } });
      }
    },
  });
  const formRef = useFocusFirstInvalid(form.failures);

  return (
    <TwoFactorDialog
      title={t(messages.setUpTitle)}
      onClose={onClose}
      codes={enabled ? setup.recovery_codes : null}
    >
      <Steps>
        <p>{t(messages.scanStep)}</p>
        <QrCode
          value={setup.otpauth_url}
          label={t(messages.qrLabel)}
          failedMessage={t(messages.qrUnavailable)}
          retryLabel={t(pageMessages.retry)}
        />
        <p>{t(messages.keyStep)}</p>
        <Key>
          <code data-testid="two-factor-secret">{groupSecret(setup.secret)}</code>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void copy(setup.secret, messages.keyCopied)}
          >
            {t(messages.copyKey)}
          </Button>
        </Key>
        <p>{t(messages.codeStep)}</p>
        <Form ref={formRef} onSubmit={form.handleSubmit} noValidate>
          <FormBanner form={form} />
          <CodeField
            form={form}
            id="two-factor-setup-code"
            label={t(messages.codeLabel)}
            inputMode="numeric"
          />
          <DialogActions submit={t(messages.confirm)} busy={form.busy} onCancel={onClose} />
        </Form>
      </Steps>
    </TwoFactorDialog>
  );
}
