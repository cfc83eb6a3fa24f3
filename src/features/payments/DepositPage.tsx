import { useState } from 'react';
import type { PaymentMethod } from '@/api/generated/model';
import { selectPaymentMethods } from '@/api/readers/paymentMethod';
import { selectWallets, type WalletView } from '@/api/readers/wallet';
import { createDeposit, useGetDepositMethods } from '@/api/generated/payments/payments';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { paths } from '@/config/paths';
import type { Locale } from '@/i18n/locales';
import { usePreferences } from '@/stores/preferences';
import { depositMessages } from './messages';
import { PaymentPage, PaymentSteps } from './PaymentSteps';
import { providerRedirect, type ProviderRedirect } from './rules';
import { usePaymentForm } from './usePaymentForm';

/** Leaves the cabinet for the payment provider's page (a seam for tests). */
export const followProvider = { go: (url: string) => window.location.assign(url) };

/** The cabinet's page a payment provider sends the client back to (call 30's `return_url`). */
const returnUrl = (locale: Locale) =>
  new URL(paths.depositReturn.href(locale), window.location.origin).href;

function DepositForm({ wallets, methods }: { wallets: WalletView[]; methods: PaymentMethod[] }) {
  const locale = usePreferences((s) => s.locale);
  const [redirect, setRedirect] = useState<ProviderRedirect['kind']>('none');
  const flow = usePaymentForm({
    wallets,
    methods,
    type: 'deposit',
    body: (values, wallet, method) => ({
      wallet_id: wallet.id,
      method_id: method.id,
      amount: values.amount as number,
      return_url: returnUrl(locale),
    }),
    send: (body, options) => createDeposit(body, options),
    onCreated: (answer) => {
      const next = providerRedirect(answer.redirect_url);
      setRedirect(next.kind);
      if (next.kind === 'follow') followProvider.go(next.url);
    },
  });
  return (
    <PaymentSteps
      flow={flow}
      idPrefix="deposit"
      wallets={wallets}
      methods={methods}
      messages={depositMessages}
      redirecting={redirect === 'follow'}
      redirectRefused={redirect === 'refused'}
    />
  );
}

/** `/deposit`: wallet, method, amount, a summary, a confirmation, then the created transaction. */
export function DepositPage() {
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const methods = useGetDepositMethods({ query: { select: selectPaymentMethods } });
  return (
    <PaymentPage idPrefix="deposit" messages={depositMessages} wallets={wallets} methods={methods}>
      {(list, methodList) => <DepositForm wallets={list} methods={methodList} />}
    </PaymentPage>
  );
}
