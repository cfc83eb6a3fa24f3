import { Fragment } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { AmountField } from '@/design-system/AmountField';
import { Button } from '@/design-system/Button';
import { MoneyText } from '@/design-system/MoneyText';
import { PendingNotice } from '@/design-system/PendingNotice';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { Select } from '@/design-system/Select';
import { StepHeading } from '@/design-system/StepCard';
import { SummaryList } from '@/design-system/SummaryList';
import {
  BackOrCheckAgain,
  ReservedNote,
  WalletFiguresFailed,
  type LookupPhase,
} from '@/form/money';
import { MISSING_VALUE, money, type NumberFormatter } from '@/lib/money';
import {
  checkAmount,
  counterparts,
  mostOf,
  pairProblem,
  type Endpoint,
  type TransferRules,
} from './endpoints';
import { transferMessages as m } from './messages';
import { Actions } from './TransferLayout';
import type { useTransferForm } from './useTransferForm';
import { amountMessage } from './validate';

type TransferFlow = ReturnType<typeof useTransferForm>;

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
 * What the source holds, never more than is known: a wallet's balance until its available
 * amount is in (then "Available"; the two differ by what pending withdrawals hold). Figures that
 * could not be read show a dash under "available", never the balance.
 */
function sourceFigure(
  intl: IntlShape,
  fmt: NumberFormatter,
  { source, limit, figuresFailed }: Pick<TransferFlow, 'source' | 'limit' | 'figuresFailed'>,
): string | undefined {
  const t = intl.formatMessage;
  if (!source) return undefined;
  const amountOf = (n: number) => fmt.money(money(n, source.currency));
  if (source.type === 'wallet' && limit !== undefined)
    return t(m.available, { amount: amountOf(limit) });
  if (source.type === 'wallet' && figuresFailed) return t(m.available, { amount: MISSING_VALUE });
  return Number.isFinite(source.balance.amount)
    ? t(m.accountBalance, { amount: amountOf(source.balance.amount) })
    : undefined;
}

/** Under a source wallet: its figures could not be read (with a retry), or what is reserved. */
function SourceNote({ flow }: { flow: TransferFlow }) {
  const { source, figures, figuresFailed } = flow;
  if (source?.type !== 'wallet') return null;
  if (figuresFailed) return <WalletFiguresFailed onRetry={flow.retryFigures} />;
  return figures ? <ReservedNote walletId={source.id} reserved={figures.reserved} /> : null;
}

/** The destination: the source's counterparts, those it cannot pay into shown and disabled. */
function TargetSelect({ flow, endpoints }: { flow: TransferFlow; endpoints: Endpoint[] }) {
  const t = useIntl().formatMessage;
  const { form, source, nameOf } = flow;
  const candidates = counterparts(endpoints, source);
  const someRefused = source !== undefined && candidates.some((end) => pairProblem(source, end));
  return (
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
      hint={someRefused ? t(m.toHint, { currency: source?.currency ?? '' }) : undefined}
      options={candidates.map((end) => {
        const refused = source !== undefined && pairProblem(source, end) !== null;
        return {
          value: end.key,
          label: refused ? t(m.differentCurrency, { option: nameOf(end) }) : nameOf(end),
          disabled: refused,
        };
      })}
    />
  );
}

/** The amount, in the source's currency, held to what it may give and one transfer may move. */
function TransferAmount({ flow, limits }: { flow: TransferFlow; limits: TransferRules }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const fmt = useNumberFormat();
  const { form, source, limit } = flow;
  const currency = source?.currency ?? '';
  const amount = form.values.amount;
  // The browser's own range check says what the amount is out of, as the page's check would.
  const problem = checkAmount(amount, limit, limits);
  const rangeText =
    problem && problem.kind !== 'required'
      ? amountMessage(intl, fmt, source, problem)
      : t(m.amountMin, { min: fmt.money(money(limits.min, currency)) });
  return (
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
  );
}

/** The first step: the two sides and the amount, each checked as the client types. */
export function TransferEditStep({
  flow,
  endpoints,
  limits,
}: {
  flow: TransferFlow;
  endpoints: Endpoint[];
  limits: TransferRules;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const fmt = useNumberFormat();
  const { form, nameOf } = flow;
  const figure = sourceFigure(intl, fmt, flow);

  return (
    <Fragment>
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
        hint={figure ? <span data-sensitive="">{figure}</span> : undefined}
      />
      <SourceNote flow={flow} />
      <TargetSelect flow={flow} endpoints={endpoints} />
      <TransferAmount flow={flow} limits={limits} />
      <Actions>
        <Button type="submit" busy={flow.checking}>
          {t(m.continue)}
        </Button>
      </Actions>
    </Fragment>
  );
}

/** The second step: what will be moved, and the confirmation (or the look-up of a lost answer). */
export function TransferConfirmStep({ flow }: { flow: TransferFlow }) {
  const t = useIntl().formatMessage;
  const { form, go, headingRef, source, target, nameOf, lost, checkAgain } = flow;
  const amount = form.values.amount;
  const currency = source?.currency ?? '';
  return (
    <Fragment>
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
  );
}
