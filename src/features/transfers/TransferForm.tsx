import { useIntl } from 'react-intl';
import { StepCard } from '@/design-system/StepCard';
import { FormBanner } from '@/form';
import { MISSING_VALUE } from '@/lib/money';
import { pageTitles } from '@/page/titles';
import type { Endpoint, TransferRules } from './endpoints';
import { TransferResult } from './TransferResult';
import { TransferConfirmStep, TransferEditStep } from './TransferSteps';
import { useTransferForm } from './useTransferForm';

/**
 * The transfer's steps: sides and amount, the confirmation, then what was done. `limits`: what
 * one transfer may move (call 51).
 */
export function TransferForm({
  endpoints,
  limits,
}: {
  endpoints: Endpoint[];
  limits: TransferRules;
}) {
  const t = useIntl().formatMessage;
  const flow = useTransferForm(endpoints, limits);
  const { form, step, headingRef, formProps, nameOf, outcome } = flow;

  if (step === 'done' && outcome) {
    return (
      <TransferResult
        outcome={outcome}
        headingRef={headingRef}
        nameOf={(type, id) => {
          const end = flow.find(`${type}:${id}`);
          return end ? nameOf(end) : MISSING_VALUE;
        }}
        onAgain={flow.again}
      />
    );
  }

  return (
    <StepCard as="form" {...formProps} aria-label={t(pageTitles.transfer)}>
      <FormBanner form={form} />
      {/* Keyed: no control of one step is reused for the other (the button under the pointer
          or the Enter key would change its meaning half-way through a double click). */}
      {step !== 'confirm' ? (
        <TransferEditStep key="edit" flow={flow} endpoints={endpoints} limits={limits} />
      ) : (
        <TransferConfirmStep key="confirm" flow={flow} />
      )}
    </StepCard>
  );
}
