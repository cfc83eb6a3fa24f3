import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { WalletView } from '@/api/readers/wallet';
import { Button } from '@/design-system/Button';
import { DateField } from '@/design-system/DateField';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { Modal } from '@/design-system/Modal';
import { Select } from '@/design-system/Select';
import { formMessages } from '@/form';
import { txMessages } from '../messages';
import { pdfMessages as m } from './messages';
import {
  MAX_STATEMENT_DAYS,
  PERIOD_PRESETS,
  periodProblem,
  presetPeriod,
  type Period,
  type PeriodPreset,
  type PeriodProblem,
} from './period';
import { PeriodChoice } from './PeriodChoice';
import { useStatementDownload } from './useStatementDownload';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface StatementDialogProps {
  open: boolean;
  onClose: () => void;
  wallets: WalletView[];
  initialWalletId: number;
}

/** The PDF library, fetched while the client chooses: the download then only waits for data. */
const preloadPdf = () => void import('./pdf').catch(() => {});

/**
 * The dialog's choices (wallet, preset, custom days) and the period's problem; `submit` checks the
 * period, focuses the day at fault or downloads.
 */
function useStatementChoice(
  wallets: WalletView[],
  initialWalletId: number,
  download: ReturnType<typeof useStatementDownload>['download'],
) {
  const [walletId, setWalletId] = useState(initialWalletId);
  const [preset, setPreset] = useState<PeriodPreset>('lastMonth');
  const [custom, setCustom] = useState<Partial<Period>>({});
  const [problem, setProblem] = useState<PeriodProblem | null>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);

  const wallet = wallets.find((w) => w.id === walletId) ?? wallets[0]!;
  const chosen = preset === 'custom' ? custom : presetPeriod(preset)!;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblem(chosen);
    setProblem(found);
    if (found) {
      (found === 'fromMissing' ? fromRef : toRef).current?.focus();
      return;
    }
    void download(wallet, chosen as Period);
  };
  const choosePreset = (next: PeriodPreset) => {
    setPreset(next);
    setProblem(null);
  };
  const changeCustom = (change: Partial<Period>) => {
    setCustom((c) => ({ ...c, ...change }));
    setProblem(null);
  };

  return {
    wallet,
    setWalletId,
    preset,
    choosePreset,
    custom,
    changeCustom,
    chosen,
    problem,
    fromRef,
    toRef,
    submit,
  };
}

/** Close, and Download (the form's submit button, busy while the file is prepared). */
function DialogFooter({
  formId,
  busy,
  onClose,
}: {
  formId: string;
  busy: boolean;
  onClose: () => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <>
      <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
        {t(m.close)}
      </Button>
      <Button type="submit" form={formId} busy={busy}>
        {t(m.download)}
      </Button>
    </>
  );
}

/**
 * Choose a wallet and a period (last month, this year, last year or custom days, at most 366),
 * then download the statement as a PDF. The choices stay as they were after a failure, and while
 * the dialog is closed and opened again.
 */
export function StatementDialog({ open, onClose, wallets, initialWalletId }: StatementDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const formId = useId();
  const { state, download, reset } = useStatementDownload();
  const choice = useStatementChoice(wallets, initialWalletId, download);
  const { wallet, preset, chosen, problem } = choice;
  useEffect(() => {
    if (open) preloadPdf();
  }, [open]);

  const day = (value: string) =>
    intl.formatDate(`${value}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const problemText = (which: PeriodProblem) =>
    which === 'tooLong' ? t(m.tooLong, { max: MAX_STATEMENT_DAYS }) : t(m[which]);
  const fieldError = (field: 'from' | 'to') =>
    problem && (problem === 'fromMissing') === (field === 'from')
      ? problemText(problem)
      : undefined;
  const busy = state.phase === 'busy';

  return (
    <Modal
      open={open}
      title={t(m.title)}
      onClose={onClose}
      staticBackdrop
      dismissible={!busy}
      closeLabel={t(m.close)}
      footer={<DialogFooter formId={formId} busy={busy} onClose={onClose} />}
    >
      <Form id={formId} onSubmit={choice.submit} noValidate>
        <Lead>{t(m.lead)}</Lead>
        {state.phase === 'failed' && (
          <ErrorBanner
            fallbackText={state.message}
            onDismiss={reset}
            dismissLabel={t(formMessages.dismiss)}
          />
        )}
        <Select
          label={t(txMessages.wallet)}
          value={String(wallet.id)}
          onValueChange={(value) => choice.setWalletId(Number(value))}
          options={wallets.map((w) => ({
            value: String(w.id),
            label: `${w.name} · ${w.currency}`,
          }))}
        />
        <PeriodChoice
          legend={t(m.period)}
          value={preset}
          onChange={choice.choosePreset}
          options={PERIOD_PRESETS.map((value) => ({ value, label: t(m[value]) }))}
          range={
            preset === 'custom'
              ? undefined
              : t(m.periodRange, { from: day(chosen.from!), to: day(chosen.to!) })
          }
        />
        {preset === 'custom' && (
          <CustomDays
            fromRef={choice.fromRef}
            toRef={choice.toRef}
            custom={choice.custom}
            fieldError={fieldError}
            onChange={choice.changeCustom}
          />
        )}
        <Status role="status">{statusText(state, t)}</Status>
      </Form>
    </Modal>
  );
}

/** What the status line says: preparing, the file downloaded, or nothing. */
function statusText(
  state: ReturnType<typeof useStatementDownload>['state'],
  t: ReturnType<typeof useIntl>['formatMessage'],
): string {
  if (state.phase === 'busy') return t(m.preparing);
  if (state.phase === 'done') return t(m.downloaded, { file: state.file });
  return '';
}

interface CustomDaysProps {
  fromRef: RefObject<HTMLInputElement | null>;
  toRef: RefObject<HTMLInputElement | null>;
  custom: Partial<Period>;
  fieldError: (field: 'from' | 'to') => string | undefined;
  onChange: (change: Partial<Period>) => void;
}

/** The first and last day of a custom period. */
function CustomDays({ fromRef, toRef, custom, fieldError, onChange }: CustomDaysProps) {
  const t = useIntl().formatMessage;
  return (
    <Days>
      <DateField
        ref={fromRef}
        label={t(txMessages.from)}
        value={custom.from ?? ''}
        outOfRangeMessage={t(m.fromMissing)}
        error={fieldError('from')}
        onValueChange={(from) => onChange({ from })}
      />
      <DateField
        ref={toRef}
        label={t(txMessages.to)}
        value={custom.to ?? ''}
        outOfRangeMessage={t(m.toMissing)}
        error={fieldError('to')}
        onValueChange={(to) => onChange({ to })}
      />
    </Days>
  );
}
