import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { CreateTransferRequest, Transaction } from '@/api/generated/model';
import { createTransfer } from '@/api/generated/transfers/transfers';
import { useGetWalletsInfo } from '@/api/generated/wallets/wallets';
import { readCreatedTransaction } from '@/api/readers/transaction';
import { selectWalletInfo } from '@/api/readers/wallet';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { FormSubmitError } from '@/form';
import { snapshotOf, useMoneyForm, walletFigures } from '@/form/money';
import { money } from '@/lib/money';
import { useToasts } from '@/stores/toasts';
import {
  counterparts,
  endpointKey,
  initialPair,
  limitOf,
  pairProblem,
  type Endpoint,
  type TransferRules,
} from './endpoints';
import { transferMessages as m } from './messages';
import { readAmountParam, sidesBlamed, validateTransfer } from './validate';
import { isSentTransfer, refreshBalances, type SentTransfer } from './transferLookup';

export type TransferValues = { from: string; to: string; amount: number | null };

/** What a confirmation did, or what the look-up after a lost answer found. */
export interface TransferOutcome {
  transaction: Transaction;
  body: CreateTransferRequest;
  /** Found by the look-up: the answer itself was lost. */
  recovered: boolean;
}

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
  const pushToast = useToasts((s) => s.push);
  const [search, setSearch] = useSearchParams();
  const [outcome, setOutcome] = useState<TransferOutcome | null>(null);
  // Never taken for the outcome of a later confirmation.
  const shown = useRef<number[]>([]);
  const find = (key: string) => endpoints.find((end) => end.key === key);
  const show = (next: TransferOutcome) => {
    if (Number.isFinite(next.transaction.id)) shown.current.push(next.transaction.id);
    setOutcome(next);
  };
  /** The sides and amount in the address: a reload (or a shared link) opens the same transfer. */
  const remember = (values: TransferValues) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of [
          ['from', values.from],
          ['to', values.to],
          ['amount', values.amount === null ? '' : String(values.amount)],
        ] as const) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  const nameOf = (end: Endpoint) =>
    end.type === 'wallet'
      ? intl.formatMessage(m.walletOption, { name: end.name, currency: end.currency })
      : intl.formatMessage(m.accountOption, { login: end.name, currency: end.currency });

  /** The transfer was carried out: say so (the result, a toast) and start the next one afresh. */
  const finish = (transaction: Transaction, body: CreateTransferRequest, recovered: boolean) => {
    refreshBalances(queryClient);
    show({ transaction, body, recovered });
    const source = find(endpointKey(body.from.type, body.from.id));
    const target = find(endpointKey(body.to.type, body.to.id));
    pushToast({
      tone: 'success',
      message: intl.formatMessage(m.toast, {
        amount: fmt.money(money(body.amount, source?.currency ?? '')),
        to: target ? nameOf(target) : '',
      }),
      key: 'transfer-done',
    });
    // A reload of the finished page must not offer the same amount again.
    remember({ from: source?.key ?? '', to: target?.key ?? '', amount: null });
  };

  const [initialValues] = useState<TransferValues>(() => ({
    ...initialPair(endpoints, search.get('from'), search.get('to')),
    amount: readAmountParam(search.get('amount')),
  }));

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
      shown: [...shown.current],
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
      // An answer without a readable transaction still means the transfer was carried out.
      const transaction = readCreatedTransaction(answer) ?? {
        id: Number.NaN,
        type: 'transfer',
        status: 'completed',
        amount: sent.body.amount,
        currency: find(endpointKey(sent.body.from.type, sent.body.from.id))?.currency ?? '',
        wallet_id: sent.walletId ?? Number.NaN,
        method: null,
        created_at: '',
        comment: null,
      };
      finish(transaction, sent.body, false);
    },
    onFound: (transaction, sent) => finish(transaction, sent.body, true),
  });
  const { form } = flow;

  const source = find(form.values.from);
  const target = find(form.values.to);
  const info = useGetWalletsInfo(
    { wallet_id: source?.id ?? 0 },
    { query: { enabled: source?.type === 'wallet', select: selectWalletInfo } },
  );
  // A wallet's limit is its available amount: until that is in, none is claimed (the form shows
  // the balance as a balance, and "Continue" waits for the figure).
  const limit =
    !source || (source.type === 'wallet' && info.data === undefined)
      ? undefined
      : limitOf(source, info.data?.available.amount);

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
      setOutcome(null);
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
    outcome,
    find,
  };
}
