import { useState } from 'react';
import { useIntl } from 'react-intl';
import { renewRecoveryCodes } from '@/api/generated/security/security';
import { readRenewedCodes } from '@/api/readers/twoFactor';
import { fieldMessages, rules, useFocusFirstInvalid, useForm } from '@/form';
import { useToasts } from '@/stores/toasts';
import { PasswordDialog } from './dialogParts';
import { twoFactorMessages as messages } from './messages';

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

  return (
    <PasswordDialog
      title={t(messages.renewTitle)}
      lead={t(messages.renewLead)}
      form={form}
      formRef={formRef}
      passwordId="two-factor-renew-password"
      submit={t(messages.renewSubmit)}
      codes={codes}
      onClose={onClose}
    />
  );
}
