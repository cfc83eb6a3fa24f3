import { useIntl } from 'react-intl';
import type { PaymentMethod } from '@/api/generated/model';
import { selectPaymentMethods } from '@/api/readers/paymentMethod';
import { selectWallets, type WalletView } from '@/api/readers/wallet';
import { createWithdrawal, useGetWithdrawMethods } from '@/api/generated/payments/payments';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { TextField } from '@/design-system/TextField';
import { SummaryList } from '@/design-system/SummaryList';
import { MISSING_VALUE } from '@/lib/money';
import { withdrawMessages } from './messages';
import { PaymentPage, PaymentSteps } from './PaymentSteps';
import { SubHeading } from './PaymentLayout';
import { usePaymentForm } from './usePaymentForm';
import { detailKey, type PaymentValues } from './validate';

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

function WithdrawForm({ wallets, methods }: { wallets: WalletView[]; methods: PaymentMethod[] }) {
  const intl = useIntl();
  const flow = usePaymentForm({
    wallets,
    methods,
    type: 'withdrawal',
    body: (values, wallet, method) => ({
      wallet_id: wallet.id,
      method_id: method.id,
      amount: values.amount as number,
      details: detailsOf(values, method),
    }),
    send: (body, options) => createWithdrawal(body, options),
  });
  const { form, method } = flow;
  const fields = method?.fields ?? [];
  return (
    <PaymentSteps
      flow={flow}
      idPrefix="withdraw"
      wallets={wallets}
      methods={methods}
      messages={withdrawMessages}
      fields={
        fields.length > 0 && (
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
        )
      }
      facts={
        method &&
        method.fields.length > 0 && (
          <SummaryList
            rows={method.fields.map((field) => ({
              label: field.label,
              value: detailsOf(form.values, method)[field.name] || MISSING_VALUE,
            }))}
          />
        )
      }
    />
  );
}

/** `/withdraw`: wallet with its available money, method, amount, the method's details, a confirmation. */
export function WithdrawPage() {
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const methods = useGetWithdrawMethods({ query: { select: selectPaymentMethods } });
  return (
    <PaymentPage
      idPrefix="withdraw"
      messages={withdrawMessages}
      wallets={wallets}
      methods={methods}
    >
      {(list, methodList) => <WithdrawForm wallets={list} methods={methodList} />}
    </PaymentPage>
  );
}
