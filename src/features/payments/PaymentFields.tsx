import { useIntl } from 'react-intl';
import type { PaymentMethod, Wallet } from '@/api/generated/model';
import { AmountField } from '@/design-system/AmountField';
import { Select } from '@/design-system/Select';
import { formatAmount } from '@/lib/format';
import { paymentMessages } from './messages';

export interface PaymentFieldsProps {
  /** Prefix of the controls' ids. */
  idPrefix: string;
  wallets: Wallet[];
  methods: PaymentMethod[];
  walletId: string;
  methodId: string;
  amount: number | null;
  errors: { wallet_id?: string; method_id?: string; amount?: string };
  onWalletChange: (id: string) => void;
  onMethodChange: (id: string) => void;
  onAmountChange: (amount: number | null) => void;
}

/** Wallet, method (with its limits and fee) and a locale-aware amount: the common part of a payment. */
export function PaymentFields({
  idPrefix,
  wallets,
  methods,
  walletId,
  methodId,
  amount,
  errors,
  onWalletChange,
  onMethodChange,
  onAmountChange,
}: PaymentFieldsProps) {
  const intl = useIntl();
  const wallet = wallets.find((w) => String(w.id) === walletId);
  const method = methods.find((m) => String(m.id) === methodId);
  const currency = wallet?.currency ?? method?.currency ?? 'USD';
  return (
    <>
      <Select
        id={`${idPrefix}-wallet`}
        name="wallet_id"
        label={intl.formatMessage(paymentMessages.wallet)}
        required
        fullWidth
        value={walletId}
        error={errors.wallet_id}
        onValueChange={onWalletChange}
        options={wallets.map((w) => ({
          value: String(w.id),
          label: `${w.name} · ${w.currency}`,
        }))}
        hint={
          wallet ? (
            <span data-sensitive="">
              {intl.formatMessage(paymentMessages.available, {
                amount: formatAmount(wallet.balance, wallet.currency),
              })}
            </span>
          ) : undefined
        }
      />
      <Select
        id={`${idPrefix}-method`}
        name="method_id"
        label={intl.formatMessage(paymentMessages.method)}
        required
        fullWidth
        value={methodId}
        error={errors.method_id}
        onValueChange={onMethodChange}
        hint={
          method
            ? intl.formatMessage(paymentMessages.methodHint, {
                min: formatAmount(method.min_amount, method.currency),
                max: formatAmount(method.max_amount, method.currency),
                fee: method.fee_percent,
              })
            : undefined
        }
        options={methods.map((m) => ({ value: String(m.id), label: m.name }))}
      />
      <AmountField
        id={`${idPrefix}-amount`}
        name="amount"
        label={intl.formatMessage(paymentMessages.amount)}
        locale={intl.locale}
        currency={currency}
        required
        fullWidth
        value={amount}
        min={method?.min_amount}
        max={method?.max_amount}
        invalidError={intl.formatMessage(paymentMessages.amountInvalid)}
        rangeError={
          method
            ? intl.formatMessage(paymentMessages.amountRange, {
                min: formatAmount(method.min_amount, method.currency),
                max: formatAmount(method.max_amount, method.currency),
              })
            : undefined
        }
        error={errors.amount}
        onValueChange={onAmountChange}
        data-sensitive=""
      />
    </>
  );
}
