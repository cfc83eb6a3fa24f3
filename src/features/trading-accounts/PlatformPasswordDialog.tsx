import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { changePlatformPassword } from '@/api/generated/trading/trading';
import type { AccountView } from '@/api/readers/tradingAccount';
import { Button } from '@/design-system/Button';
import { Modal } from '@/design-system/Modal';
import { Notice } from '@/design-system/Notice';
import { themedRadio } from '@/design-system/Radio';
import { FormBanner, PasswordInput, rules, useFocusFirstInvalid, useForm } from '@/form';
import { PasswordChecklist, platformPasswordProblem } from './PasswordChecklist';
import { passwordMessages as m } from './runsMessages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  & > p {
    margin: 0;
    line-height: 1.5;
  }
`;

const Kinds = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Kind = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  line-height: 1.4;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  & > input {
    ${themedRadio}
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

type Kind = 'main' | 'investor';

type Values = { kind: Kind; password: string; password_confirmation: string };

export interface PlatformPasswordDialogProps {
  account: AccountView;
  onClose: () => void;
}

/** The password form: both fields checked before anything is sent; `done` says which changed. */
function usePasswordForm(account: AccountView) {
  const t = useIntl().formatMessage;
  const [done, setDone] = useState<Kind | null>(null);
  const form = useForm<Values, unknown>({
    initialValues: { kind: 'main', password: '', password_confirmation: '' },
    labels: { password: m.password, password_confirmation: m.confirmation },
    rules: {
      password: [rules.required(), (value) => platformPasswordProblem(String(value), t(m.weak))],
      password_confirmation: [rules.required(), rules.sameAs('password')],
    },
    send: (values, options) =>
      changePlatformPassword(
        {
          account_id: account.id,
          kind: values.kind,
          password: values.password,
          password_confirmation: values.password_confirmation,
        },
        options,
      ),
    onSuccess: (_answer, values) => setDone(values.kind),
  });
  return { form, done };
}

/** Which password: main or investor, as radio cards. */
function KindChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: Kind;
  onChange: (kind: Kind) => void;
}) {
  const t = useIntl().formatMessage;
  const kinds: { value: Kind; label: string }[] = [
    { value: 'main', label: t(m.main) },
    { value: 'investor', label: t(m.investor) },
  ];
  return (
    <Kinds>
      <legend>{t(m.kind)}</legend>
      {kinds.map((kind) => (
        <Kind key={kind.value}>
          <input
            type="radio"
            name={name}
            value={kind.value}
            checked={value === kind.value}
            onChange={() => onChange(kind.value)}
          />
          {kind.label}
        </Kind>
      ))}
    </Kinds>
  );
}

/**
 * Setting the main or the investor password of the trading platform (call 57): the password twice,
 * its rules ticked while typed and checked before anything is sent, sent once. Success says which
 * password changed and from when; a refusal (422) shows under its field with nothing lost. The
 * password lives in this form's state only: never in a URL, a log or an error report.
 */
export function PlatformPasswordDialog({ account, onClose }: PlatformPasswordDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const ids = useId();
  const { form, done } = usePasswordForm(account);
  const formRef = useFocusFirstInvalid(form.failures);
  const title = intl.formatMessage(m.title, { login: account.login });

  if (done) {
    return (
      <Modal
        open
        title={title}
        onClose={onClose}
        size="sm"
        // The outcome of a click: the rest of a double click, landing beside this smaller dialog,
        // must not dismiss it unread (Escape, × and the button close it).
        staticBackdrop
        closeLabel={t(m.close)}
        footer={<Button onClick={onClose}>{t(m.close)}</Button>}
      >
        <Notice>
          {intl.formatMessage(done === 'main' ? m.doneMain : m.doneInvestor, {
            login: account.login,
          })}
        </Notice>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={title}
      onClose={form.busy ? undefined : onClose}
      size="sm"
      staticBackdrop
      closeLabel={t(m.cancel)}
    >
      <Form ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <p>{t(m.lead)}</p>
        <FormBanner form={form} />
        <KindChoice
          name={`${ids}-kind`}
          value={form.values.kind}
          onChange={(kind) => form.setValue('kind', kind)}
        />
        <PasswordInput
          form={form}
          name="password"
          id={`${ids}-password`}
          label={m.password}
          autoComplete="new-password"
        />
        <PasswordChecklist
          id={`${ids}-rules`}
          password={form.values.password}
          confirmation={form.values.password_confirmation}
        />
        <PasswordInput
          form={form}
          name="password_confirmation"
          id={`${ids}-confirmation`}
          label={m.confirmation}
          autoComplete="new-password"
        />
        <Actions>
          <Button type="submit" busy={form.busy}>
            {t(m.submit)}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            {t(m.cancel)}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
