import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import type { RequestOptions } from '@/api/http';
import type { CreateTransferRequest } from '@/api/generated/model';
import { createTransfer } from '@/api/generated/transfers/transfers';
import { readCreatedTransaction } from '@/api/readers/transaction';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { FormSubmitError } from '@/form';
import type { WalletFigures } from '@/api/readers/wallet';
import { snapshotOf, useMoneyForm, walletFigures, type LostAnswerSearch } from '@/form/money';
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

/** Makes the transfer; a refusal naming both sides' currencies is put under the sides. */
async function sendTransfer(body: CreateTransferRequest, options: RequestOptions) {
  try {
    return await createTransfer(body, options);
  } catch (error) {
    throw sidesBlamed(error);
  }
}

/** Where the look-up after a lost answer finds a transfer: the transfers of its wallet side. */
const transferSearch = (queryClient: QueryClient): LostAnswerSearch<SentTransfer> => ({
  where: (sent) => (sent.walletId === null ? null : { walletId: sent.walletId, type: 'transfer' }),
  matches: isSentTransfer,
  refresh: () => refreshBalances(queryClient),
});

/** A side as the selects name it: "Main · USD" for a wallet, "Account 1234 · EUR" for an account. */
const endpointName = (intl: IntlShape, end: Endpoint) =>
  end.type === 'wallet'
    ? intl.formatMessage(m.walletOption, { name: end.name, currency: end.currency })
    : intl.formatMessage(m.accountOption, { login: end.name, currency: end.currency });

/** The destination after a new source: kept only when the two can still pair, else the first that can. */
function targetAfter(endpoints: Endpoint[], next: Endpoint | undefined, target?: Endpoint) {
  const keep = next && target && target.type !== next.type && !pairProblem(next, target);
  const other = counterparts(endpoints, next).find((end) => next && !pairProblem(next, end));
  return keep ? target.key : (other?.key ?? '');
}

interface PrepareContext {
  find: (key: string) => Endpoint | undefined;
  check: (values: TransferValues, limit: number | undefined) => Record<string, string[]>;
  /** A wallet's figures as the backend last told them, waiting (briefly) for them if needed. */
  figuresOf: (walletId: number) => Promise<WalletFigures | undefined>;
  /** The transactions already shown as the outcome of earlier confirmations. */
  shown: number[];
}

/** What a confirmation sends, checked again; with what the look-up needs should its answer be lost. */
async function prepareTransfer(ctx: PrepareContext, values: TransferValues): Promise<SentTransfer> {
  const source = ctx.find(values.from);
  const target = ctx.find(values.to);
  const figures = source?.type === 'wallet' ? await ctx.figuresOf(source.id) : undefined;
  const errors = ctx.check(values, source && limitOf(source, figures?.available.amount));
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
    wallet === source ? figures : wallet ? await ctx.figuresOf(wallet.id) : undefined;
  return {
    body,
    walletId: wallet?.id ?? null,
    before: historyFigures ? snapshotOf(historyFigures.last_transactions) : null,
    sentAt: clock(),
    shown: [...ctx.shown],
  };
}

/**
 * The transfer flow: edit (sides and amount, kept in the URL so a reload keeps them, checked
 * against what the source may give), confirm, done. An amount is held to what one transfer may
 * move (`rules`, call 51) and what the source may give; a refusal returns to the edit step with
 * the server's messages under their fields and everything typed kept. Sending goes through
 * `useMoneyForm`: one request however often it is pressed, one `Idempotency-Key` per
 * confirmation, and a lost answer looked up in the wallet's transfers, sent again only as it was.
 */
export function useTransferForm(endpoints: Endpoint[], rules: TransferRules) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const queryClient = useQueryClient();
  const { initialValues, remember } = useTransferAddress(endpoints);
  const find = (key: string) => endpoints.find((end) => end.key === key);
  const nameOf = (end: Endpoint) => endpointName(intl, end);
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
  const figuresOf = (walletId: number) => walletFigures(queryClient, walletId, { wait: true });

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
    prepare: (values) =>
      prepareTransfer({ find, check, figuresOf, shown: done.shown.current }, values),
    send: sendTransfer,
    lookup: transferSearch(queryClient),
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
    /** A new source keeps the destination only when the two can still pair. */
    setFrom: (key: string) => update({ from: key, to: targetAfter(endpoints, find(key), target) }),
    setTo: (key: string) => update({ to: key }),
    setAmount: (amount: number | null) => update({ amount }),
    outcome: done.outcome,
    find,
  };
}
