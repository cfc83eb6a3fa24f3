import { useIntl, type MessageDescriptor } from 'react-intl';
import { PasswordField } from '@/design-system/PasswordField';
import { TextField } from '@/design-system/TextField';
import { fieldMessages } from './messages';
import { PasswordRules } from './PasswordRules';
import type { Form, FormValues } from './useForm';

interface BoundFieldProps<V extends FormValues> {
  form: Form<V, unknown>;
  /** The value's name in the form (and the server's field name). */
  name: keyof V & string;
  /** Element id (stable: password managers and tests rely on it). */
  id: string;
  /** Overrides the field's label (defaults to the shared translated one). */
  label?: MessageDescriptor;
  /** Shown when the field has no server error of its own (e.g. a lone message about it). */
  fallbackError?: string;
}

/**
 * A required e-mail field bound to the form: e-mail keyboard, no autocapitalisation or spelling.
 * With `passkeys`, the sign-in's account name that also offers the device's passkeys among its
 * suggestions (WebAuthn conditional mediation needs `autocomplete="username webauthn"`).
 */
export function EmailField<V extends FormValues>({
  form,
  name,
  id,
  label = fieldMessages.email,
  fallbackError,
  passkeys = false,
}: BoundFieldProps<V> & { passkeys?: boolean }) {
  const intl = useIntl();
  const binding = form.field(name);
  return (
    <TextField
      {...binding}
      error={binding.error ?? fallbackError}
      id={id}
      // `email`, never `username`, on an e-mail input: it takes only e-mail autofill tokens. The
      // passkeys' `username` goes on a text input with the e-mail keyboard instead.
      type={passkeys ? 'text' : 'email'}
      inputMode="email"
      autoComplete={passkeys ? 'username webauthn' : 'email'}
      autoCapitalize="none"
      spellCheck={false}
      required
      requiredLabel={intl.formatMessage(fieldMessages.required)}
      label={intl.formatMessage(label)}
    />
  );
}

/** A required password field bound to the form, with the translated show/hide toggle. */
export function PasswordInput<V extends FormValues>({
  form,
  name,
  id,
  label = fieldMessages.password,
  fallbackError,
  autoComplete = 'current-password',
}: BoundFieldProps<V> & { autoComplete?: 'current-password' | 'new-password' }) {
  const intl = useIntl();
  const binding = form.field(name);
  return (
    <PasswordField
      {...binding}
      error={binding.error ?? fallbackError}
      id={id}
      autoComplete={autoComplete}
      required
      requiredLabel={intl.formatMessage(fieldMessages.required)}
      label={intl.formatMessage(label)}
      showLabel={intl.formatMessage(fieldMessages.showPassword)}
      hideLabel={intl.formatMessage(fieldMessages.hidePassword)}
    />
  );
}

export interface NewPasswordFieldsProps<V extends FormValues> {
  form: Form<V, unknown>;
  /** Prefix of the two ids: `{idPrefix}-password` and `{idPrefix}-password-confirmation`. */
  idPrefix: string;
  /** Label of the first field (default "Password"; "New password" where one is replaced). */
  label?: MessageDescriptor;
}

/**
 * The new-password pair every such form has: `password` and `password_confirmation` (the
 * server's Laravel names), both `new-password` so password managers offer to generate one, with
 * the password's rules listed under it and ticked while typing. Check them before sending with
 * `useForm({ rules: { ...newPasswordRules() } })`.
 */
export function NewPasswordFields<
  V extends FormValues & { password: unknown; password_confirmation: unknown },
>({ form, idPrefix, label = fieldMessages.password }: NewPasswordFieldsProps<V>) {
  return (
    <>
      <PasswordInput
        form={form}
        name="password"
        id={`${idPrefix}-password`}
        label={label}
        autoComplete="new-password"
      />
      <PasswordRules
        id={`${idPrefix}-password-rules`}
        password={String(form.values.password ?? '')}
        confirmation={String(form.values.password_confirmation ?? '')}
      />
      <PasswordInput
        form={form}
        name="password_confirmation"
        id={`${idPrefix}-password-confirmation`}
        label={fieldMessages.passwordConfirmation}
        autoComplete="new-password"
      />
    </>
  );
}

/** Labels of the shared fields, for `useForm({ labels })`. */
export const sharedLabels = {
  email: fieldMessages.email,
  password: fieldMessages.password,
  password_confirmation: fieldMessages.passwordConfirmation,
  first_name: fieldMessages.firstName,
  second_name: fieldMessages.secondName,
} as const;
