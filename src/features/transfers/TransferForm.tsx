import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { AmountField } from '@/design-system/AmountField';
import { Button } from '@/design-system/Button';
import { MoneyText } from '@/design-system/MoneyText';
import { PendingNotice } from '@/design-system/PendingNotice';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { Select } from '@/design-system/Select';
import { StepCard, StepHeading } from '@/design-system/StepCard';
import { SummaryList } from '@/design-system/SummaryList';
import { FormBanner } from '@/form';
import {
  BackOrCheckAgain,
  ReservedNote,
  WalletFiguresFailed,
  type LookupPhase,
} from '@/form/money';
import { MISSING_VALUE, money } from '@/lib/money';
import { pageTitles } from '@/page/titles';
import {
  checkAmount,
  counterparts,
  mostOf,
  pairProblem,
  type Endpoint,
  type TransferRules,
} from './endpoints';
import { transferMessages as m } from './messages';
import { TransferResult } from './TransferResult';
import { Actions } from './ui';
import { useTransferForm } from './useTransferForm';
import { amountMessage } from './validate';

const OUTCOME = {
  checking: m.outcomeChecking,
  'not-found': m.outcomeNotFound,
  'check-failed': m.outcomeCheckFailed,
} as const;

/**
 * Says that a confirmation's outcome is not known yet and where its look-up stands. The live
 * region is always there on the confirmation step, so what appears in it is announced.
 */
function LostAnswerNotice({ phase }: { phase: LookupPhase | null }) {
  const t = useIntl().formatMessage;
  return <PendingNotice message={phase && { title: t(m.outcomeTitle), text: t(OUTCOME[phase]) }} />;
}

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
  const intl = useIntl();
  const t = intl.formatMessage;
  const fmt = useNumberFormat();
  const flow = useTransferForm(endpoints, limits);
  const { form, step, go, headingRef, formProps, source, target, limit, nameOf } = flow;
  const { outcome, lost, checkAgain, figures, figuresFailed } = flow;

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

  const currency = source?.currency ?? '';
  const amountOf = (n: number) => fmt.money(money(n, currency));
  const candidates = counterparts(endpoints, source);
  const someRefused = source !== undefined && candidates.some((end) => pairProblem(source, end));
  const amount = form.values.amount;
  // The browser's own range check says what the amount is out of, as the page's check would.
  const problem = checkAmount(amount, limit, limits);
  const rangeText =
    problem && problem.kind !== 'required'
      ? amountMessage(intl, fmt, source, problem)
      : t(m.amountMin, { min: amountOf(limits.min) });

  // What the source holds, never more than is known: a wallet's balance until its available
  // amount is in (then "Available"; the two differ by what pending withdrawals hold).
  // Figures that could not be read show a dash under "available", never the balance.
  const sourceFigure = !source
    ? undefined
    : source.type === 'wallet' && limit !== undefined
      ? t(m.available, { amount: amountOf(limit) })
      : source.type === 'wallet' && figuresFailed
        ? t(m.available, { amount: MISSING_VALUE })
        : Number.isFinite(source.balance.amount)
          ? t(m.accountBalance, { amount: amountOf(source.balance.amount) })
          : undefined;

  return (
    <StepCard as="form" {...formProps} aria-label={t(pageTitles.transfer)}>
      <FormBanner form={form} />
      {/* Keyed: no control of one step is reused for the other (the button under the pointer
          or the Enter key would change its meaning half-way through a double click). */}
      {step !== 'confirm' ? (
        <Fragment key="edit">
          <Select
            id="transfer-from"
            name="from"
            label={t(m.from)}
            required
            fullWidth
            value={form.values.from}
            error={form.error('from')}
            onValueChange={flow.setFrom}
            options={endpoints.map((end) => ({ value: end.key, label: nameOf(end) }))}
            hint={sourceFigure ? <span data-sensitive="">{sourceFigure}</span> : undefined}
          />
          {source?.type === 'wallet' &&
            (figuresFailed ? (
              <WalletFiguresFailed onRetry={flow.retryFigures} />
            ) : (
              figures && <ReservedNote walletId={source.id} reserved={figures.reserved} />
            ))}
          <Select
            id="transfer-to"
            name="to"
            label={t(m.to)}
            required
            fullWidth
            placeholder={t(m.choose)}
            value={form.values.to}
            error={form.error('to')}
            onValueChange={flow.setTo}
            hint={someRefused ? t(m.toHint, { currency }) : undefined}
            options={candidates.map((end) => {
              const refused = source !== undefined && pairProblem(source, end) !== null;
              return {
                value: end.key,
                label: refused ? t(m.differentCurrency, { option: nameOf(end) }) : nameOf(end),
                disabled: refused,
              };
            })}
          />
          <AmountField
            id="transfer-amount"
            name="amount"
            label={t(m.amount)}
            locale={intl.locale}
            currency={currency || undefined}
            required
            fullWidth
            value={amount}
            min={limits.min}
            max={mostOf(limit, limits)}
            invalidError={t(m.amountInvalid)}
            rangeError={rangeText}
            error={form.error('amount')}
            onValueChange={flow.setAmount}
            data-sensitive=""
          />
          <Actions>
            <Button type="submit" busy={flow.checking}>
              {t(m.continue)}
            </Button>
          </Actions>
        </Fragment>
      ) : (
        <Fragment key="confirm">
          <StepHeading ref={headingRef}>{t(m.confirmTitle)}</StepHeading>
          <SummaryList
            rows={[
              { label: t(m.from), value: source ? nameOf(source) : MISSING_VALUE },
              { label: t(m.to), value: target ? nameOf(target) : MISSING_VALUE },
              {
                label: t(m.amount),
                value:
                  amount === null ? (
                    MISSING_VALUE
                  ) : (
                    <MoneyText value={money(amount, currency)} sensitive={false} />
                  ),
                money: true,
              },
            ]}
          />
          <LostAnswerNotice phase={lost?.phase ?? null} />
          <Actions>
            <BackOrCheckAgain
              lost={lost}
              onCheckAgain={checkAgain}
              checkAgainLabel={t(m.outcomeCheck)}
              busy={form.busy}
              onBack={(event) => {
                // The second click of a double click on "Continue" lands here: it is no way back.
                if (event.detail < 2) go('edit');
              }}
              backLabel={t(m.back)}
            />
            <Button
              type="submit"
              busy={form.busy}
              disabled={form.busy}
              onClick={(event) => {
                // The second click of a double click on "Continue" may land here: no confirmation.
                if (event.detail > 1) event.preventDefault();
              }}
            >
              {t(m.confirm)}
            </Button>
          </Actions>
        </Fragment>
      )}
    </StepCard>
  );
}
