import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SecondStep } from '@/api/readers/twoFactor';
import { twoFactorMessages } from './twoFactorMessages';

/** The second step under way, with the remember-me choice of the first. */
export interface PendingSecondStep extends SecondStep {
  remember: boolean;
}

/** What the sign-in form must offer for the way back to it. */
interface PasswordForm {
  setValue: (name: 'password', value: string) => void;
  setErrors: (bag: { errors: Record<string, string[]>; genericError?: string }) => void;
}

/**
 * The sign-in's second step as the page's state: opened by a challenge, closed by "Back" or when
 * the challenge runs out. Either way the e-mail and remember me stay, the password is asked again
 * (it is never kept longer than needed) and takes the focus; running out says so in the form's
 * banner, which is announced as an alert.
 */
export function useSecondStep(form: PasswordForm, passwordId: string) {
  const intl = useIntl();
  const [step, setStep] = useState<PendingSecondStep | null>(null);
  const [returns, setReturns] = useState(0);

  useEffect(() => {
    if (returns > 0) document.getElementById(passwordId)?.focus();
  }, [returns, passwordId]);

  const close = (expired: boolean) => {
    setStep(null);
    form.setValue('password', '');
    if (expired) {
      form.setErrors({ errors: {}, genericError: intl.formatMessage(twoFactorMessages.expired) });
    }
    setReturns((count) => count + 1);
  };

  return {
    step,
    open: (second: SecondStep, remember: boolean) => setStep({ ...second, remember }),
    back: () => close(false),
    expire: () => close(true),
  };
}
