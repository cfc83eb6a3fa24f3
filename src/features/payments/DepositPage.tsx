import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentMethod, Wallet } from '@/api/generated/model';
import { createDeposit, useGetDepositMethods } from '@/api/generated/payments/payments';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { paths } from '@/config/paths';
import { Button } from '@/design-system/Button';
import { FormBanner } from '@/form';
import { usePreferences } from '@/stores/preferences';
import { depositMessages, paymentMessages } from './messages';
import { PaymentFields } from './PaymentFields';
import { PaymentResult } from './PaymentResult';
import { PaymentSummary } from './PaymentSummary';
import { httpsUrl } from './rules';
import { Actions, Card, Header, Heading, Lead, Page, PaymentGate, StepHeading } from './ui';
import { usePaymentForm } from './usePaymentForm';
import { selectMethods, selectWallets } from './tolerant';

/** Leaves the cabinet for the payment provider's page (a seam for tests). */
export const followProvider = { go: (url: string) => window.location.assign(url) };

function DepositForm({ wallets, methods }: { wallets: Wallet[]; methods: PaymentMethod[] }) {
  const intl = useIntl();
  const locale = usePreferences((s) => s.locale);
  const [redirecting, setRedirecting] = useState(false);
  const { form, step, go, headingRef, formRef, onSubmit, again, wallet, method } = usePaymentForm({
    wallets,
    methods,
    send: (values, wallet, method, options) =>
      createDeposit(
        { wallet_id: wallet.id, method_id: method.id, amount: values.amount as number },
        options,
      ),
    onCreated: (answer) => {
      const url = httpsUrl(answer.redirect_url);
      if (!url) return;
      setRedirecting(true);
      followProvider.go(url);
    },
  });

  if (step === 'done' && form.data) {
    return (
      <PaymentResult
        title={intl.formatMessage(depositMessages.done)}
        transaction={form.data.data}
        headingRef={headingRef}
        historyHref={paths.transactions.href(locale)}
        redirecting={redirecting}
        onAgain={again}
      />
    );
  }

  return (
    <Card
      as="form"
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={intl.formatMessage(depositMessages.title)}
    >
      <FormBanner form={form} />
      {step === 'edit' ? (
        <>
          <PaymentFields
            idPrefix="deposit"
            wallets={wallets}
            methods={methods}
            walletId={form.values.wallet_id}
            methodId={form.values.method_id}
            amount={form.values.amount}
            errors={{
              wallet_id: form.error('wallet_id'),
              method_id: form.error('method_id'),
              amount: form.error('amount'),
            }}
            onWalletChange={(id) => form.setValue('wallet_id', id)}
            onMethodChange={(id) => form.setValue('method_id', id)}
            onAmountChange={(amount) => form.setValue('amount', amount)}
          />
          <PaymentSummary amount={form.values.amount} method={method} wallet={wallet} />
          <Actions>
            <Button type="submit">{intl.formatMessage(paymentMessages.continue)}</Button>
          </Actions>
        </>
      ) : (
        <>
          <StepHeading ref={headingRef}>
            {intl.formatMessage(paymentMessages.confirmTitle)}
          </StepHeading>
          <PaymentSummary amount={form.values.amount} method={method} wallet={wallet} full />
          <Actions>
            <Button
              type="button"
              variant="secondary"
              disabled={form.busy}
              onClick={() => go('edit')}
            >
              {intl.formatMessage(paymentMessages.back)}
            </Button>
            <Button type="submit" busy={form.busy} disabled={form.busy}>
              {intl.formatMessage(depositMessages.confirm)}
            </Button>
          </Actions>
        </>
      )}
    </Card>
  );
}

/** `/deposit`: wallet, method, amount, a summary, a confirmation, then the created transaction. */
export function DepositPage() {
  const intl = useIntl();
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const methods = useGetDepositMethods({ query: { select: selectMethods } });
  return (
    <Page aria-labelledby="deposit-title">
      <Header>
        <Heading id="deposit-title">{intl.formatMessage(depositMessages.title)}</Heading>
        <Lead>{intl.formatMessage(depositMessages.lead)}</Lead>
      </Header>
      <PaymentGate wallets={wallets} methods={methods}>
        {(list, methodList) => <DepositForm wallets={list} methods={methodList} />}
      </PaymentGate>
    </Page>
  );
}
