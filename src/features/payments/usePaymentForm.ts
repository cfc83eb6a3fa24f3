import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { RequestOptions } from '@/api/http';
import type { PaymentMethod, Transaction } from '@/api/generated/model';
import { readCreatedTransaction } from '@/api/readers/transaction';
import { selectWalletInfo, type WalletFigures, type WalletView } from '@/api/readers/wallet';
import { getGetWalletsQueryKey, useGetWalletsInfo } from '@/api/generated/wallets/wallets';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { FormSubmitError } from '@/form';
import { snapshotOf, useMoneyForm, walletFigures, type LostAnswerSearch } from '@/form/money';
import { paymentMessages } from './messages';
import {
  initialWalletId,
  isSentPayment,
  readAmountParam,
  spendable,
  type SentPayment,
} from './rules';
import { validatePayment, type PaymentValues } from './validate';

export interface UsePaymentFormOptions<B, R> {
  wallets: WalletView[];
  methods: PaymentMethod[];
  /**
   * The transaction the page creates. A withdrawal may not exceed the wallet's available money
   * (`wallets-info`), and its method's required details are enforced.
   */
  type: 'deposit' | 'withdrawal';
  /** The request body of checked values. */
  body: (values: PaymentValues, wallet: WalletView, method: PaymentMethod) => B;
  /** Makes the call; `options` carry the confirmation's `Idempotency-Key`. */
  send: (body: B, options: RequestOptions) => Promise<R>;
  /** Runs after the transaction was created (e.g. follow the provider's page). */
  onCreated?: (answer: R) => void;
}

/** What the confirmation created, or what the look-up after a lost answer found. */
export interface PaymentOutcome {
  transaction: Transaction;
  /** Found by the look-up: the answer itself was lost. */
  recovered: boolean;
}

/** The wallets' balances and figures load again (after a payment, or while one is looked up). */
function refreshWallets(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: getGetWalletsQueryKey() });
  void queryClient.invalidateQueries({ queryKey: ['POST', '/api/wallets-info'] });
}

/** The transaction an answer created; one without a readable transaction was carried out all the same. */
function createdTransaction(answer: unknown, sent: SentPayment, currency: string): Transaction {
  return (
    readCreatedTransaction(answer) ?? {
      id: Number.NaN,
      type: sent.type,
      status: 'pending',
      amount: sent.amount,
      currency,
      wallet_id: sent.wallet_id,
      method: sent.method,
      created_at: '',
      comment: null,
    }
  );
}

/**
 * What the last confirmation created (`outcome`), from its answer (`onAnswer`) or the look-up after
 * a lost answer (`onFound`); `shown` holds the transactions already shown, never taken for the
 * outcome of a later confirmation (the wallet's figures may lag behind).
 */
function usePaymentOutcome<R>(wallets: WalletView[], onCreated?: (answer: R) => void) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const shown = useRef<number[]>([]);
  const show = (next: PaymentOutcome) => {
    shown.current.push(next.transaction.id);
    setOutcome(next);
  };
  const reloadTransactions = () =>
    void queryClient.invalidateQueries({ queryKey: ['POST', '/api/transactions'] });
  return {
    outcome,
    shown,
    clear: () => setOutcome(null),
    onAnswer: (answer: R, { sent }: { sent: SentPayment }) => {
      refreshWallets(queryClient);
      reloadTransactions();
      const currency = wallets.find((w) => w.id === sent.wallet_id)?.currency ?? '';
      show({ transaction: createdTransaction(answer, sent, currency), recovered: false });
      onCreated?.(answer);
    },
    onFound: (transaction: Transaction) => {
      reloadTransactions();
      show({ transaction, recovered: true });
    },
  };
}

/** The values a payment form starts with: the wallet and amount the address names, the first method. */
function initialPaymentValues(
  search: URLSearchParams,
  wallets: WalletView[],
  methods: PaymentMethod[],
): PaymentValues {
  return {
    wallet_id: initialWalletId(
      search.get('wallet'),
      wallets.map((w) => w.id),
    ),
    method_id: String(methods[0]?.id ?? ''),
    amount: readAmountParam(search.get('amount')),
  };
}

/** The wallet and method the values name. */
const selectionOf = (wallets: WalletView[], methods: PaymentMethod[], values: PaymentValues) => ({
  wallet: wallets.find((w) => String(w.id) === values.wallet_id),
  method: methods.find((m) => String(m.id) === values.method_id),
});

/** Where the look-up after a lost answer finds a payment: its wallet's transactions of its type. */
const paymentSearch = (queryClient: QueryClient): LostAnswerSearch<{ sent: SentPayment }> => ({
  where: ({ sent }) => ({ walletId: sent.wallet_id, type: sent.type }),
  matches: (row, { sent }) => isSentPayment(row, sent),
  refresh: () => refreshWallets(queryClient),
});

/** What the look-up after a lost answer needs to know of a confirmation. */
function sentPaymentOf(
  type: SentPayment['type'],
  values: PaymentValues,
  chosen: { wallet: WalletView; method: PaymentMethod },
  figures: WalletFigures | undefined,
  shown: number[],
): SentPayment {
  return {
    type,
    wallet_id: chosen.wallet.id,
    amount: values.amount as number,
    method: chosen.method.name,
    before: figures ? snapshotOf(figures.last_transactions) : null,
    sentAt: Date.now(),
    shown: [...shown],
  };
}

/**
 * The flow both payment pages share: edit (checked on the client: limits, available money,
 * required details), confirm, then done with the created transaction. A failure returns to the
 * edit step with the server's messages under their fields and every value kept. Sending goes
 * through `useMoneyForm`: one request however often it is pressed, one `Idempotency-Key` per
 * confirmation, and a lost answer looked up in the wallet's lists, sent again only as it was.
 */
export function usePaymentForm<B, R>({
  wallets,
  methods,
  type,
  body: bodyOf,
  send,
  onCreated,
}: UsePaymentFormOptions<B, R>) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const { outcome, shown, clear, onAnswer, onFound } = usePaymentOutcome(wallets, onCreated);
  const withdrawal = type === 'withdrawal';
  const selected = (values: PaymentValues) => selectionOf(wallets, methods, values);

  const flow = useMoneyForm<PaymentValues, B, R, { body: B; sent: SentPayment }>({
    initialValues: initialPaymentValues(search, wallets, methods),
    labels: { amount: paymentMessages.amount },
    check: (values) => {
      const chosen = selected(values).wallet;
      // A withdrawal is held to what may leave the wallet: until that figure is in, "Continue"
      // waits for it (briefly) rather than confirm an amount only the balance would allow.
      if (withdrawal && chosen && info.data === undefined)
        return walletFigures(queryClient, chosen.id, { wait: true }).then((figures) =>
          check(values, spendable(chosen.balance.amount, figures)),
        );
      return check(values);
    },
    prepare,
    send,
    lookup: paymentSearch(queryClient),
    onAnswer,
    onFound,
  });
  const { form } = flow;
  const { wallet, method } = selected(form.values);
  const info = useGetWalletsInfo(
    { wallet_id: wallet?.id ?? 0 },
    { query: { enabled: wallet !== undefined, select: selectWalletInfo } },
  );
  // None claimed until `wallets-info` is in (the form then shows the balance as a balance, and
  // "Continue" waits for the figures).
  const available =
    withdrawal && wallet && info.data ? spendable(wallet.balance.amount, info.data) : undefined;
  function check(values: PaymentValues, money: number | undefined = available) {
    const chosen = selected(values);
    return validatePayment(intl, fmt, values, chosen.wallet, chosen.method, {
      available: withdrawal ? money : undefined,
      details: withdrawal,
    });
  }

  async function prepare(values: PaymentValues): Promise<{ body: B; sent: SentPayment }> {
    const chosen = selected(values);
    // The wallet's figures as the backend last told them, waited for (briefly) when not in yet: a
    // withdrawal is checked against them, and either payment's look-up after a lost answer tells
    // the new transaction by them (the backend's clock may not be the browser's).
    const figures = chosen.wallet
      ? await walletFigures(queryClient, chosen.wallet.id, { wait: true })
      : undefined;
    const money =
      withdrawal && chosen.wallet ? spendable(chosen.wallet.balance.amount, figures) : undefined;
    const errors = check(values, money);
    // Never send what the page would refuse, whatever triggered the submission.
    if (Object.keys(errors).length > 0 || !chosen.wallet || !chosen.method)
      throw new FormSubmitError({ errors });
    const { wallet: w, method: m } = chosen;
    const sent = sentPaymentOf(type, values, { wallet: w, method: m }, figures, shown.current);
    return { body: bodyOf(values, w, m), sent };
  }

  return {
    ...flow,
    again: () => {
      clear();
      flow.again({ ...form.values, amount: null });
    },
    wallet,
    method,
    /** The wallet's `wallets-info` figures, once they arrived. */
    figures: info.data,
    /** They could not be loaded (or read): said in place, with `retryFigures`. */
    figuresFailed: info.isError && !info.isFetching,
    retryFigures: () => void info.refetch(),
    /** Withdrawals: what may leave the wallet now, once `wallets-info` arrived. */
    available,
    outcome,
  };
}
