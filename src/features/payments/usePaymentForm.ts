import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { outcomeUnknown, withIdempotencyKey, type RequestOptions } from '@/api';
import type { PaymentMethod, Transaction } from '@/api/generated/model';
import { readCreatedTransaction } from '@/api/readers/transaction';
import { selectWalletInfo, type WalletFigures, type WalletView } from '@/api/readers/wallet';
import {
  getGetWalletsInfoQueryOptions,
  getGetWalletsQueryKey,
  useGetWalletsInfo,
} from '@/api/generated/wallets/wallets';
import { useNumberFormat } from '@/design-system/NumberFormat';
import {
  FormSubmitError,
  useFocusFirstInvalid,
  useForm,
  useIdempotencyKey,
  type SendOptions,
} from '@/form';
import { paymentMessages } from './messages';
import { initialWalletId, snapshotOf, spendable, type SentPayment } from './rules';
import { useLostAnswer } from './useLostAnswer';
import { useSteps } from './useSteps';
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

/** How long a confirmation waits for the wallet's figures before it is checked with what it has. */
const FIGURES_WAIT_MS = 3000;

/** What the confirmation created, or what the look-up after a lost answer found. */
export interface PaymentOutcome {
  transaction: Transaction;
  /** Found by the look-up: the answer itself was lost. */
  recovered: boolean;
}

/**
 * The flow both payment pages share: edit (checked on the client: limits, available money,
 * required details), confirm, then done with the created transaction. A failure returns to the
 * edit step with the server's messages under their fields and every value kept. Sending goes
 * through the form helper, so a double click or a second Enter sends once.
 *
 * Each confirmation carries one `Idempotency-Key`. When its answer is lost (`outcomeUnknown`), the
 * page stays on the confirmation, says the outcome is not confirmed yet and looks it up; sending
 * again sends the same body with the same key, so the backend acts at most once. The key is
 * settled (the next confirmation gets a new one) only once an answer or the look-up tells the
 * outcome.
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
  const keys = useIdempotencyKey();
  const [search] = useSearchParams();
  const { step, go, headingRef } = useSteps();
  const [checks, setChecks] = useState(0);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const withdrawal = type === 'withdrawal';
  // What the confirmation under way sent, for the look-up should its answer be lost.
  const lastSent = useRef<{ body: B; sent: SentPayment } | null>(null);
  // Never taken for the outcome of a later confirmation (the wallet's figures may lag behind).
  const shown = useRef<number[]>([]);
  const show = (next: PaymentOutcome) => {
    shown.current.push(next.transaction.id);
    setOutcome(next);
  };
  const recovered = useLostAnswer<B>((transaction) => {
    keys.settle();
    show({ transaction, recovered: true });
    go('done');
  });

  const initialValues: PaymentValues = {
    wallet_id: initialWalletId(
      search.get('wallet'),
      wallets.map((w) => w.id),
    ),
    method_id: String(methods[0]?.id ?? ''),
    amount: null,
  };
  const selected = (values: PaymentValues) => ({
    wallet: wallets.find((w) => String(w.id) === values.wallet_id),
    method: methods.find((m) => String(m.id) === values.method_id),
  });

  const form = useForm<PaymentValues, R>({
    initialValues,
    labels: { amount: paymentMessages.amount },
    send: async (values, options: SendOptions) => {
      // The same confirmation again, after a lost answer: the same body, hence the same key.
      const retry = recovered.lost?.body;
      const payment = retry === undefined ? await prepare(values) : retry;
      return send(payment, { ...options, ...withIdempotencyKey(keys.keyFor(payment)) });
    },
    onSuccess: (answer) => {
      keys.settle();
      recovered.clear();
      void queryClient.invalidateQueries({ queryKey: getGetWalletsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: ['POST', '/api/wallets-info'] });
      void queryClient.invalidateQueries({ queryKey: ['POST', '/api/transactions'] });
      // An answer without a readable transaction still means the request was carried out.
      const sent = lastSent.current?.sent;
      const transaction = readCreatedTransaction(answer) ?? {
        id: Number.NaN,
        type,
        status: 'pending',
        amount: sent?.amount ?? Number.NaN,
        currency: wallets.find((w) => w.id === sent?.wallet_id)?.currency ?? '',
        wallet_id: sent?.wallet_id ?? Number.NaN,
        method: sent?.method ?? null,
        created_at: '',
        comment: null,
      };
      show({ transaction, recovered: false });
      onCreated?.(answer);
      go('done');
    },
    onError: (error) => {
      const sent = lastSent.current;
      if (outcomeUnknown(error) && sent) {
        // Not "please try again": the money may have moved. Stay on the confirmation and look.
        form.dismissBanner();
        recovered.lose(sent.body, sent.sent);
        return;
      }
      keys.settle();
      recovered.clear();
      go('edit', { focus: false });
    },
  });
  const { wallet, method } = selected(form.values);
  const walletId = wallet?.id ?? 0;
  const info = useGetWalletsInfo(
    { wallet_id: walletId },
    { query: { enabled: wallet !== undefined, select: selectWalletInfo } },
  );
  const available = withdrawal && wallet ? spendable(wallet.balance.amount, info.data) : undefined;
  const check = (values: PaymentValues, money: number | undefined = available) => {
    const chosen = selected(values);
    return validatePayment(intl, fmt, values, chosen.wallet, chosen.method, {
      available: withdrawal ? money : undefined,
      details: withdrawal,
    });
  };

  /** The wallet's figures as the backend last told them; a withdrawal waits (briefly) for them. */
  async function figuresOf(id: number): Promise<WalletFigures | undefined> {
    const options = getGetWalletsInfoQueryOptions({ wallet_id: id });
    const cached = queryClient.getQueryData(options.queryKey);
    const read = (answer: unknown) => {
      try {
        return selectWalletInfo(answer);
      } catch {
        return undefined;
      }
    };
    if (cached !== undefined || !withdrawal) return read(cached);
    const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, FIGURES_WAIT_MS));
    const fetched = queryClient.ensureQueryData(options).then(read, () => undefined);
    return Promise.race([fetched, timeout]);
  }

  async function prepare(values: PaymentValues): Promise<B> {
    const chosen = selected(values);
    const figures = chosen.wallet ? await figuresOf(chosen.wallet.id) : undefined;
    const money =
      withdrawal && chosen.wallet ? spendable(chosen.wallet.balance.amount, figures) : undefined;
    const errors = check(values, money);
    // Never send what the page would refuse, whatever triggered the submission.
    if (Object.keys(errors).length > 0 || !chosen.wallet || !chosen.method)
      throw new FormSubmitError({ errors });
    const payment = bodyOf(values, chosen.wallet, chosen.method);
    lastSent.current = {
      body: payment,
      sent: {
        type,
        wallet_id: chosen.wallet.id,
        amount: values.amount as number,
        method: chosen.method.name,
        before: figures ? snapshotOf(figures.last_transactions) : null,
        sentAt: Date.now(),
        shown: [...shown.current],
      },
    };
    return payment;
  }

  const formRef = useFocusFirstInvalid(form.failures + checks);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'confirm') {
      form.handleSubmit();
      return;
    }
    if (step !== 'edit') return;
    const errors = check(form.values);
    if (Object.keys(errors).length > 0) {
      form.setErrors({ errors });
      setChecks((n) => n + 1);
      return;
    }
    form.clearErrors();
    form.dismissBanner();
    go('confirm');
  };

  const again = () => {
    recovered.clear();
    setOutcome(null);
    form.reset({ ...form.values, amount: null });
    go('edit');
  };

  return {
    form,
    step,
    go,
    headingRef,
    formRef,
    onSubmit,
    again,
    wallet,
    method,
    /** The wallet's `wallets-info` figures, once they arrived. */
    figures: info.data,
    /** Withdrawals: what may leave the wallet now (`balance` until `wallets-info` arrives). */
    available,
    outcome,
    /** Set while the last confirmation's answer is lost: the look-up's phase. */
    lost: recovered.lost,
    checkAgain: recovered.checkAgain,
  };
}
