import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentMethod } from '@/api/generated/model';
import type { WalletView } from '@/api/readers/wallet';
import { AmountField } from '@/design-system/AmountField';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { Select } from '@/design-system/Select';
import { MISSING_VALUE, money, type Money } from '@/lib/money';
import { paymentMessages } from './messages';
import { limitsApply } from './rules';

/** A wallet's money as the page knows it, named for what it is (`amount` null: not loaded). */
export interface WalletFigure {
  kind: 'available' | 'balance';
  amount: Money | null;
}

export interface PaymentFieldsProps {
  /** Prefix of the controls' ids. */
  idPrefix: string;
  wallets: WalletView[];
  methods: PaymentMethod[];
  walletId: string;
  methodId: string;
  amount: number | null;
  /** The chosen wallet's figure: its balance, or for a withdrawal what may leave it now. */
  figure: WalletFigure | undefined;
  /** Under the wallet: what of it is reserved and by what, or why its figure is missing. */
  walletNote?: ReactNode;
  errors: { wallet_id?: string; method_id?: string; amount?: string };
  onWalletChange: (id: string) => void;
  onMethodChange: (id: string) => void;
  onAmountChange: (amount: number | null) => void;
}

type Intl = ReturnType<typeof useIntl>;
type Format = ReturnType<typeof useNumberFormat>;

/** The chosen wallet's figure, as the wallet field's hint says it. */
function figureHint(intl: Intl, fmt: Format, figure: WalletFigure | undefined): ReactNode {
  if (!figure) return undefined;
  return (
    <span data-sensitive="">
      {intl.formatMessage(paymentMessages[figure.kind], {
        amount: figure.amount ? fmt.money(figure.amount) : MISSING_VALUE,
      })}
    </span>
  );
}

/** What the method field's hint says: the method's limits and fee, in the method's currency. */
function methodHint(intl: Intl, limit: (n: number) => string, method: PaymentMethod | undefined) {
  if (!method) return undefined;
  return intl.formatMessage(paymentMessages.methodHint, {
    min: limit(method.min_amount),
    max: limit(method.max_amount),
    fee: Number.isFinite(method.fee_percent) ? method.fee_percent : 0,
  });
}

/** A method's limit as the amount field may compare it: only in the wallet's own currency. */
const comparableLimit = (comparable: boolean, limit: number | undefined): number | undefined =>
  comparable && limit !== undefined && Number.isFinite(limit) ? limit : undefined;

interface PaymentAmountProps {
  idPrefix: string;
  amount: number | null;
  currency: string;
  method: PaymentMethod | undefined;
  limit: (n: number) => string;
  error: string | undefined;
  onAmountChange: (amount: number | null) => void;
}

/**
 * The amount in the wallet's currency, held to the method's limits when they are in that currency;
 * when they are not, the field says so and leaves them to the server.
 */
function PaymentAmount({ idPrefix, amount, currency, method, limit, ...rest }: PaymentAmountProps) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const comparable = method ? limitsApply(method, currency) : true;
  return (
    <AmountField
      id={`${idPrefix}-amount`}
      name="amount"
      label={intl.formatMessage(paymentMessages.amount)}
      locale={intl.locale}
      currency={currency || undefined}
      required
      fullWidth
      value={amount}
      hint={
        method && !comparable
          ? intl.formatMessage(paymentMessages.limitCurrency, {
              limitCurrency: fmt.currencyName(money(0, method.currency).currency),
              walletCurrency: fmt.currencyName(money(0, currency).currency),
            })
          : undefined
      }
      // Limits in another currency are the server's to check: the field must not compare them.
      min={comparableLimit(comparable, method?.min_amount)}
      max={comparableLimit(comparable, method?.max_amount)}
      invalidError={intl.formatMessage(paymentMessages.amountInvalid)}
      rangeError={
        method && comparable
          ? intl.formatMessage(paymentMessages.amountRange, {
              min: limit(method.min_amount),
              max: limit(method.max_amount),
            })
          : undefined
      }
      error={rest.error}
      onValueChange={rest.onAmountChange}
      data-sensitive=""
    />
  );
}

/**
 * Wallet (with the money it offers), method (with its limits and fee, in the method's currency)
 * and an amount in the wallet's currency: the common part of a payment. When the method's
 * currency is not the wallet's, its limits cannot be compared here, and the amount field says so.
 */
export function PaymentFields({
  idPrefix,
  wallets,
  methods,
  walletId,
  methodId,
  amount,
  figure,
  walletNote,
  errors,
  onWalletChange,
  onMethodChange,
  onAmountChange,
}: PaymentFieldsProps) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const wallet = wallets.find((w) => String(w.id) === walletId);
  const method = methods.find((m) => String(m.id) === methodId);
  const currency = wallet?.currency ?? method?.currency ?? '';
  const limit = (n: number) => fmt.money(money(n, method?.currency ?? currency));
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
        hint={figureHint(intl, fmt, figure)}
      />
      {walletNote}
      <Select
        id={`${idPrefix}-method`}
        name="method_id"
        label={intl.formatMessage(paymentMessages.method)}
        required
        fullWidth
        value={methodId}
        error={errors.method_id}
        onValueChange={onMethodChange}
        hint={methodHint(intl, limit, method)}
        options={methods.map((m) => ({ value: String(m.id), label: m.name }))}
      />
      <PaymentAmount
        idPrefix={idPrefix}
        amount={amount}
        currency={currency}
        method={method}
        limit={limit}
        error={errors.amount}
        onAmountChange={onAmountChange}
      />
    </>
  );
}
