import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { PaymentMethod, Transaction, Wallet } from '@/api/generated/model';
import { getGetWalletsQueryKey } from '@/api/generated/wallets/wallets';
import { FormSubmitError, useFocusFirstInvalid, useForm, type SendOptions } from '@/form';
import { paymentMessages } from './messages';
import { initialWalletId } from './rules';
import { useSteps } from './useSteps';
import { validatePayment, type PaymentValues } from './validate';

export interface UsePaymentFormOptions<R extends { data: Transaction }> {
  wallets: Wallet[];
  methods: PaymentMethod[];
  /** Withdrawals: the amount may not exceed the wallet's available money, required details are enforced. */
  withdrawal?: boolean;
  /** Makes the call with the checked values. */
  send: (
    values: PaymentValues,
    wallet: Wallet,
    method: PaymentMethod,
    options: SendOptions,
  ) => Promise<R>;
  /** Runs after the transaction was created (e.g. follow the provider's page). */
  onCreated?: (answer: R) => void;
}

/**
 * The flow both payment pages share: edit (checked on the client: limits, available money,
 * required details), confirm, then done with the created transaction. A failure returns to the
 * edit step with the server's messages under their fields and every value kept. Sending goes
 * through the form helper, so a double click or a second Enter sends once.
 */
export function usePaymentForm<R extends { data: Transaction }>({
  wallets,
  methods,
  withdrawal = false,
  send,
  onCreated,
}: UsePaymentFormOptions<R>) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const { step, go, headingRef } = useSteps();
  const [checks, setChecks] = useState(0);
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
  const check = (values: PaymentValues) => {
    const { wallet, method } = selected(values);
    return validatePayment(intl, values, wallet, method, {
      checkAvailable: withdrawal,
      details: withdrawal,
    });
  };

  const form = useForm<PaymentValues, R>({
    initialValues,
    labels: { amount: paymentMessages.amount },
    send: (values, options) => {
      const errors = check(values);
      const { wallet, method } = selected(values);
      // Never send what the page would refuse, whatever triggered the submission.
      if (Object.keys(errors).length > 0 || !wallet || !method)
        throw new FormSubmitError({ errors });
      return send(values, wallet, method, options);
    },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: getGetWalletsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: ['POST', '/api/wallets-info'] });
      void queryClient.invalidateQueries({ queryKey: ['POST', '/api/transactions'] });
      onCreated?.(answer);
      go('done');
    },
    onError: () => go('edit', { focus: false }),
  });
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
    form.reset({ ...form.values, amount: null });
    go('edit');
  };

  return { form, step, go, headingRef, formRef, onSubmit, again, ...selected(form.values) };
}
