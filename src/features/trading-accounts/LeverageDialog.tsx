import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { TradingAccountData } from '@/api/generated/model';
import { changeTradingAccountLeverage } from '@/api/generated/trading/trading';
import type { AccountView } from '@/api/readers/tradingAccount';
import { Button } from '@/design-system/Button';
import { Modal } from '@/design-system/Modal';
import { Notice } from '@/design-system/Notice';
import { Select } from '@/design-system/Select';
import { FormBanner, useForm } from '@/form';
import { leverageMessages as m } from './runsMessages';
import { useReplaceAccount } from './useAccountRuns';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
    line-height: 1.5;
  }
`;

const Current = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Question = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  &:focus {
    outline: none;
  }
`;

export interface LeverageDialogProps {
  account: AccountView;
  /** The leverages offered (the account's `leverage_options`). */
  options: string[];
  onClose: () => void;
}

type Step = 'choose' | 'confirm' | 'done';

/**
 * The dialog's steps over the form: choose, confirm, done. A refusal goes back to the choice; each
 * step starts where its reader is (the question, or the field after a refusal).
 */
function useLeverageSteps(account: AccountView) {
  const replace = useReplaceAccount();
  const [step, setStep] = useState<Step>('choose');
  const [sameAsNow, setSameAsNow] = useState(false);
  const [changedTo, setChangedTo] = useState('');
  const questionRef = useRef<HTMLParagraphElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);

  const form = useForm<{ leverage: string }, TradingAccountData>({
    initialValues: { leverage: account.leverage },
    labels: { leverage: m.field },
    send: (values, options) =>
      changeTradingAccountLeverage({ account_id: account.id, leverage: values.leverage }, options),
    onSuccess: (answer, values) => {
      replace(answer);
      setChangedTo(answer.data?.leverage || values.leverage);
      setStep('done');
    },
    // A refusal is about the choice: back to it, the reason under the field.
    onError: (_error, bag) => {
      if (bag.errors.leverage) setStep('choose');
    },
  });

  useEffect(() => {
    if (step === 'confirm') questionRef.current?.focus();
    if (step === 'choose' && form.failures > 0) selectRef.current?.focus();
  }, [step, form.failures]);

  const next = () => {
    if (form.values.leverage === account.leverage) {
      setSameAsNow(true);
      return;
    }
    form.dismissBanner();
    setStep('confirm');
  };
  const choose = (value: string) => {
    setSameAsNow(false);
    form.setValue('leverage', value);
  };

  return { form, step, setStep, sameAsNow, changedTo, questionRef, selectRef, next, choose };
}

interface StepFooterProps {
  step: 'choose' | 'confirm';
  busy: boolean;
  onClose: () => void;
  onNext: () => void;
  onBack: () => void;
  onConfirm: () => void;
}

/** Cancel and Continue while choosing; Back and Confirm while confirming. */
function StepFooter({ step, busy, onClose, onNext, onBack, onConfirm }: StepFooterProps) {
  const t = useIntl().formatMessage;
  return step === 'choose' ? (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t(m.cancel)}
      </Button>
      <Button onClick={onNext}>{t(m.continue)}</Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onBack} disabled={busy}>
        {t(m.back)}
      </Button>
      <Button onClick={onConfirm} busy={busy}>
        {t(busy ? m.busy : m.confirm)}
      </Button>
    </>
  );
}

/**
 * Changing an account's leverage (call 56): only the account's own options, one sentence on what
 * a higher leverage means for risk, then a confirmation that names both leverages. The answer
 * replaces the account everywhere; a refusal (422) goes back to the choice with the backend's
 * reason under the field and the choice kept.
 */
export function LeverageDialog({ account, options, onClose }: LeverageDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { form, step, setStep, sameAsNow, changedTo, questionRef, selectRef, next, choose } =
    useLeverageSteps(account);

  const fieldError = sameAsNow ? t(m.sameAsNow) : form.error('leverage');
  const title = intl.formatMessage(m.title, { login: account.login });

  if (step === 'done') {
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
        <Notice>{intl.formatMessage(m.done, { login: account.login, leverage: changedTo })}</Notice>
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
      footer={
        <StepFooter
          step={step}
          busy={form.busy}
          onClose={onClose}
          onNext={next}
          onBack={() => setStep('choose')}
          onConfirm={() => void form.submit()}
        />
      }
    >
      <Body>
        <p>{t(m.risk)}</p>
        {!fieldError && <FormBanner form={form} />}
        {step === 'choose' ? (
          <>
            <Current>{intl.formatMessage(m.current, { leverage: account.leverage })}</Current>
            <Select
              ref={selectRef}
              label={t(m.field)}
              options={options.map((option) => ({ value: option, label: option }))}
              value={form.values.leverage}
              onValueChange={choose}
              error={fieldError}
            />
          </>
        ) : (
          <Question ref={questionRef} tabIndex={-1}>
            {intl.formatMessage(m.confirmText, {
              login: account.login,
              from: account.leverage,
              to: form.values.leverage,
            })}
          </Question>
        )}
      </Body>
    </Modal>
  );
}
