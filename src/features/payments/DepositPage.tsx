import { useState } from 'react';
import type { PaymentMethod } from '@/api/generated/model';
import { selectPaymentMethods } from '@/api/readers/paymentMethod';
import { selectWallets, type WalletView } from '@/api/readers/wallet';
import { createDeposit, useGetDepositMethods } from '@/api/generated/payments/payments';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { depositMessages } from './messages';
import { PaymentPage, PaymentSteps } from './PaymentSteps';
import { httpsUrl } from './rules';
import { usePaymentForm } from './usePaymentForm';

/** Leaves the cabinet for the payment provider's page (a seam for tests). */
export const followProvider = { go: (url: string) => window.location.assign(url) };

function DepositForm({ wallets, methods }: { wallets: WalletView[]; methods: PaymentMethod[] }) {
  const [redirecting, setRedirecting] = useState(false);
  const flow = usePaymentForm({
    wallets,
    methods,
    type: 'deposit',
    body: (values, wallet, method) => ({
      wallet_id: wallet.id,
      method_id: method.id,
      amount: values.amount as number,
    }),
    send: (body, options) => createDeposit(body, options),
    onCreated: (answer) => {
      const url = httpsUrl(answer.redirect_url);
      if (!url) return;
      setRedirecting(true);
      followProvider.go(url);
    },
  });
  return (
    <PaymentSteps
      flow={flow}
      idPrefix="deposit"
      wallets={wallets}
      methods={methods}
      messages={depositMessages}
      redirecting={redirecting}
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
