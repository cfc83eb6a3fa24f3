import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@/design-system/TextField';
import type { TextBinding } from '@/form';
import { twoFactorMessages as messages } from './twoFactorMessages';
import type { TwoFactorMode } from './useTwoFactorForm';

interface TwoFactorCodeFieldProps {
  mode: TwoFactorMode;
  fieldRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  /** The form's binding of the field of this mode. */
  field: TextBinding;
  requiredLabel: string;
}

/** The field of the second step: the app's 6-digit code, or a recovery code. */
export function TwoFactorCodeField({
  mode,
  fieldRef,
  field,
  requiredLabel,
}: TwoFactorCodeFieldProps) {
  const t = useIntl().formatMessage;
  return mode === 'code' ? (
    <TextField
      {...field}
      ref={fieldRef}
      id="login-2fa-code"
      label={t(messages.codeLabel)}
      required
      requiredLabel={requiredLabel}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      spellCheck={false}
    />
  ) : (
    <TextField
      {...field}
      ref={fieldRef}
      id="login-2fa-recovery"
      label={t(messages.recoveryLabel)}
      required
      requiredLabel={requiredLabel}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
