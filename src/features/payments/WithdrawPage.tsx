import { useIntl } from 'react-intl';
import type { PaymentMethod, Wallet } from '@/api/generated/model';
import { createWithdrawal, useGetWithdrawMethods } from '@/api/generated/payments/payments';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { paths } from '@/config/paths';
import { Button } from '@/design-system/Button';
import { TextField } from '@/design-system/TextField';
import { FormBanner } from '@/form';
import { MISSING_VALUE } from '@/lib/format';
import { usePreferences } from '@/stores/preferences';
import { paymentMessages, withdrawMessages } from './messages';
import { PaymentFields } from './PaymentFields';
import { PaymentResult } from './PaymentResult';
import { PaymentSummary } from './PaymentSummary';
import {
  Actions,
  Card,
  Header,
  Heading,
  Lead,
  Page,
  PaymentGate,
  StepHeading,
  SubHeading,
  Summary,
} from './ui';
import { usePaymentForm } from './usePaymentForm';
import { detailKey, type PaymentValues } from './validate';
import { selectMethods, selectWallets } from './tolerant';

/** The method's details by name, as the contract's `details` object (this method's fields; empty optional ones left out). */
const detailsOf = (values: PaymentValues, method: PaymentMethod): Record<string, string> =>
  Object.fromEntries(
    method.fields
      .map((field) => {
        const value = values[detailKey(field.name)];
        return [field.name, typeof value === 'string' ? value.trim() : '', field.required] as const;
      })
      .filter(([, value, required]) => required || value !== '')
      .map(([name, value]) => [name, value]),
  );

function WithdrawForm({ wallets, methods }: { wallets: Wallet[]; methods: PaymentMethod[] }) {
  const intl = useIntl();
  const locale = usePreferences((s) => s.locale);
  const { form, step, go, headingRef, formRef, onSubmit, again, wallet, method } = usePaymentForm({
    wallets,
    methods,
    withdrawal: true,
    send: (values, wallet, method, options) =>
      createWithdrawal(
        {
          wallet_id: wallet.id,
          method_id: method.id,
          amount: values.amount as number,
          details: detailsOf(values, method),
        },
        options,
      ),
  });

  if (step === 'done' && form.data) {
    return (
      <PaymentResult
        title={intl.formatMessage(withdrawMessages.done)}
        transaction={form.data.data}
        headingRef={headingRef}
        historyHref={paths.transactions.href(locale)}
        redirecting={false}
        onAgain={again}
      />
    );
  }

  const fields = method?.fields ?? [];
  return (
    <Card
      as="form"
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={intl.formatMessage(withdrawMessages.title)}
    >
      <FormBanner form={form} />
      {step === 'edit' ? (
        <>
          <PaymentFields
            idPrefix="withdraw"
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
          {fields.length > 0 && (
            <fieldset
              style={{ display: 'grid', gap: 16, border: 0, margin: 0, padding: 0, minWidth: 0 }}
            >
              <legend style={{ padding: 0, marginBottom: 8 }}>
                <SubHeading as="span">{intl.formatMessage(withdrawMessages.details)}</SubHeading>
              </legend>
              {fields.map((field) => (
                <TextField
                  key={`${method?.id}-${field.name}`}
                  id={`withdraw-detail-${field.name}`}
                  name={detailKey(field.name)}
                  label={field.label}
                  required={field.required}
                  fullWidth
                  autoComplete="off"
                  value={String(form.values[detailKey(field.name)] ?? '')}
                  error={form.error(detailKey(field.name))}
                  onChange={(event) => form.setValue(detailKey(field.name), event.target.value)}
                />
              ))}
            </fieldset>
          )}
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
          {method && method.fields.length > 0 && (
            <Summary
              rows={method.fields.map((field) => ({
                label: field.label,
                value: detailsOf(form.values, method)[field.name] || MISSING_VALUE,
              }))}
            />
          )}
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
              {intl.formatMessage(withdrawMessages.confirm)}
            </Button>
          </Actions>
        </>
      )}
    </Card>
  );
}

/** `/withdraw`: wallet with its available money, method, amount, the method's details, a confirmation. */
export function WithdrawPage() {
  const intl = useIntl();
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const methods = useGetWithdrawMethods({ query: { select: selectMethods } });
  return (
    <Page aria-labelledby="withdraw-title">
      <Header>
        <Heading id="withdraw-title">{intl.formatMessage(withdrawMessages.title)}</Heading>
        <Lead>{intl.formatMessage(withdrawMessages.lead)}</Lead>
      </Header>
      <PaymentGate wallets={wallets} methods={methods}>
        {(list, methodList) => <WithdrawForm wallets={list} methods={methodList} />}
      </PaymentGate>
    </Page>
  );
}
