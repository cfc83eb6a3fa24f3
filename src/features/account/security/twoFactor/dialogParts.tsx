import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/design-system/Button';
import { Modal } from '@/design-system/Modal';
import { TextField, type TextFieldProps } from '@/design-system/TextField';
import { fieldMessages, FormBanner, PasswordInput, type Form, type TextBinding } from '@/form';
import { accountMessages } from '../../messages';
import { Actions } from '../../SettingsCard';
import { twoFactorMessages as messages } from './messages';
import { RecoveryCodes } from './RecoveryCodes';

/*
 * What the two-factor dialogs share: the dialog (a form, then maybe the recovery codes), the
 * password form of turning off and renewing codes, the form's buttons and the field of a code from
 * the app.
 */

/** A dialog's form with its lead sentence on top. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  & > p {
    margin: 0;
    line-height: 1.5;
  }
`;

/**
 * A two-factor dialog: a form to fill in (a click outside never closes it: nothing typed is
 * lost), or once `codes` are given the new recovery codes, shown once and closed only by "I have
 * saved them". One dialog for both, so the codes replace the form in the dialog that is open.
 */
export function TwoFactorDialog({
  title,
  onClose,
  codes = null,
  children,
}: {
  /** The form's title. */
  title: string;
  onClose: () => void;
  /** The recovery codes to show instead of the form. */
  codes?: string[] | null;
  /** The form. */
  children: ReactNode;
}) {
  const t = useIntl().formatMessage;
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
      title={title}
      onClose={onClose}
      staticBackdrop
      closeLabel={t(accountMessages.close)}
    >
      {children}
    </Modal>
  );
}

/** The form's submit button, then "Cancel". */
export function DialogActions({
  submit,
  busy,
  danger = false,
  onCancel,
}: {
  submit: string;
  busy: boolean;
  /** The submission turns protection off. */
  danger?: boolean;
  onCancel: () => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <Actions>
      <Button type="submit" variant={danger ? 'danger' : undefined} busy={busy}>
        {submit}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t(accountMessages.cancel)}
      </Button>
    </Actions>
  );
}

type CodeFieldProps = Pick<TextFieldProps, 'id' | 'label' | 'inputMode' | 'autoCapitalize'> & {
  form: { field: (name: 'code') => TextBinding };
};

/** The required `code` field of a form: a one-time code from the app (or a recovery code). */
export function CodeField({ form, inputMode, autoCapitalize, ...props }: CodeFieldProps) {
  const t = useIntl().formatMessage;
  return (
    <TextField
      {...form.field('code')}
      {...props}
      required
      requiredLabel={t(fieldMessages.required)}
      inputMode={inputMode}
      autoComplete="one-time-code"
      autoCapitalize={autoCapitalize}
      spellCheck={false}
    />
  );
}

/**
 * A two-factor dialog whose form asks for the password (and what `children` add, e.g. a code): its
 * lead sentence, the server's banner, the password field, then the buttons.
 */
export function PasswordDialog<V extends { password: string }>({
  title,
  lead,
  form,
  formRef,
  passwordId,
  submit,
  danger = false,
  codes = null,
  onClose,
  children,
}: {
  title: string;
  lead: string;
  form: Form<V, unknown>;
  /** `useFocusFirstInvalid`'s ref: a refused submission focuses its first invalid field. */
  formRef: Ref<HTMLFormElement>;
  /** The password field's id (stable: password managers and tests rely on it). */
  passwordId: string;
  /** The submit button's label. */
  submit: string;
  /** The submission turns protection off. */
  danger?: boolean;
  /** The recovery codes to show instead of the form. */
  codes?: string[] | null;
  onClose: () => void;
  /** Fields after the password. */
  children?: ReactNode;
}) {
  return (
    <TwoFactorDialog title={title} onClose={onClose} codes={codes}>
      <DialogForm ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <p>{lead}</p>
        <FormBanner form={form} />
        <PasswordInput form={form} name="password" id={passwordId} />
        {children}
        <DialogActions submit={submit} busy={form.busy} danger={danger} onCancel={onClose} />
      </DialogForm>
    </TwoFactorDialog>
  );
}
