import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { CreateTransferRequest } from '@/api/generated/model';
import { createTransfer } from '@/api/generated/transfers/transfers';
import { readCreatedTransaction } from '@/api/readers/transaction';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { FormSubmitError } from '@/form';
import { snapshotOf, useMoneyForm, walletFigures } from '@/form/money';
import {
  counterparts,
  endpointKey,
  limitOf,
  pairProblem,
  type Endpoint,
  type TransferRules,
} from './endpoints';
import { transferMessages as m } from './messages';
import { sidesBlamed, validateTransfer } from './validate';
import { isSentTransfer, refreshBalances, type SentTransfer } from './transferLookup';
import { useSourceLimit } from './useSourceLimit';
import { useTransferAddress, type TransferValues } from './useTransferAddress';
import { transactionOf, useTransferOutcome } from './useTransferOutcome';

/** The browser's clock, read when a confirmation goes out (never during a render). */
const clock = () => Date.now();

/**
 * The transfer flow: edit (sides and amount, kept in the URL so a reload keeps them, checked
 * against what the source may give), confirm, done. Sending goes through the form helper, so a
 * double click or a second Enter sends once; an amount is held to what one transfer may move
 * (`rules`, call 51) and what the source may give; a refusal returns to the edit step with the server's
 * messages under their fields and everything typed kept.
 *
 * Each confirmation carries one `Idempotency-Key`. When its answer is lost (`outcomeUnknown`), the
 * page stays on the confirmation, says the outcome is not confirmed yet and looks it up; sending
 * again sends the same body with the same key, so the backend moves the money at most once.
 */
export function useTransferForm(endpoints: Endpoint[], rules: TransferRules) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const queryClient = useQueryClient();
  const { initialValues, remember } = useTransferAddress(endpoints);
  const find = (key: string) => endpoints.find((end) => end.key === key);
  const nameOf = (end: Endpoint) =>
    end.type === 'wallet'
      ? intl.formatMessage(m.walletOption, { name: end.name, currency: end.currency })
      : intl.formatMessage(m.accountOption, { login: end.name, currency: end.currency });
  const done = useTransferOutcome({ find, nameOf, remember });

  /** Whether the values can be sent when the source may give `limit`: problems by field. */
  const check = (values: TransferValues, limit: number | undefined) =>
    validateTransfer(
      intl,
      fmt,
      { source: find(values.from), target: find(values.to) },
      values.amount,
      limit,
      rules,
    );

  /** A wallet's figures as the backend last told them, waiting (briefly) for them if needed. */
  const figuresOf = (walletId: number) => walletFigures(queryClient, walletId, { wait: true });

  async function prepare(values: TransferValues): Promise<SentTransfer> {
    const source = find(values.from);
    const target = find(values.to);
    const figures = source?.type === 'wallet' ? await figuresOf(source.id) : undefined;
    const errors = check(values, source && limitOf(source, figures?.available.amount));
    // Never send what the page would refuse, whatever triggered the submission.
    if (Object.keys(errors).length > 0 || !source || !target || values.amount === null)
      throw new FormSubmitError({ errors });
    const body: CreateTransferRequest = {
      from: { type: source.type, id: source.id },
      to: { type: target.type, id: target.id },
      amount: values.amount,
    };
    const wallet = [source, target].find((end) => end.type === 'wallet');
    const historyFigures =
      wallet === source ? figures : wallet ? await figuresOf(wallet.id) : undefined;
    return {
      body,
      walletId: wallet?.id ?? null,
      before: historyFigures ? snapshotOf(historyFigures.last_transactions) : null,
      sentAt: clock(),
      shown: [...done.shown.current],
    };
  }

  const flow = useMoneyForm<TransferValues, CreateTransferRequest, unknown, SentTransfer>({
    initialValues,
    labels: { from: m.from, to: m.to, amount: m.amount },
    check: (values) => {
      const source = find(values.from);
      // Until the wallet's available amount is in, its balance is no limit to hold an amount to:
      // "Continue" waits for it (briefly) rather than confirm more than may leave the wallet.
      if (source?.type === 'wallet' && info.data === undefined)
        return figuresOf(source.id).then((figures) =>
          check(values, limitOf(source, figures?.available.amount)),
        );
      return check(values, limit);
    },
    prepare,
    send: async (body, options) => {
      try {
        return await createTransfer(body, options);
      } catch (error) {
        throw sidesBlamed(error);
      }
    },
    lookup: {
      where: (sent) =>
        sent.walletId === null ? null : { walletId: sent.walletId, type: 'transfer' },
      matches: isSentTransfer,
      refresh: () => refreshBalances(queryClient),
    },
    onAnswer: (answer, sent) => {
      const from = find(endpointKey(sent.body.from.type, sent.body.from.id));
      const read = readCreatedTransaction(answer);
      done.finish(transactionOf(read, sent, from?.currency ?? ''), sent.body, false);
    },
    onFound: (transaction, sent) => done.finish(transaction, sent.body, true),
  });
  const { form } = flow;

  const source = find(form.values.from);
  const target = find(form.values.to);
  const { info, limit } = useSourceLimit(source);

  const update = (patch: Partial<TransferValues>) => {
    form.setValues(patch);
    remember({ ...form.values, ...patch });
  };

  /** A new source keeps the destination only when the two can still pair. */
  const setFrom = (key: string) => {
    const next = find(key);
    const keep = next && target && target.type !== next.type && !pairProblem(next, target);
    const other = counterparts(endpoints, next).find((end) => next && !pairProblem(next, end));
    update({ from: key, to: keep ? target.key : (other?.key ?? '') });
  };

  return {
    ...flow,
    again: () => {
      done.clear();
      flow.again({ ...form.values, amount: null });
    },
    source,
    target,
    /**
     * What may leave the source now: a wallet's `available` once `wallets-info` is in (none
     * before), an account's balance.
     */
    limit,
    /** The source wallet's `wallets-info` figures, once they arrived. */
    figures: source?.type === 'wallet' ? info.data : undefined,
    /** They could not be loaded (or read): said in place, with `retryFigures`. */
    figuresFailed: source?.type === 'wallet' && info.isError && !info.isFetching,
    retryFigures: () => void info.refetch(),
    nameOf,
    setFrom,
    setTo: (key: string) => update({ to: key }),
    setAmount: (amount: number | null) => update({ amount }),
    outcome: done.outcome,
    find,
  };
}
