import { useIntl } from 'react-intl';
import type { PaymentMethod } from '@/api/generated/model';
import type { WalletView } from '@/api/readers/wallet';
import { MoneyText } from '@/design-system/MoneyText';
import { SummaryList, type SummaryRow } from '@/design-system/SummaryList';
import { MISSING_VALUE, money } from '@/lib/money';
import { paymentMessages } from './messages';
import { checkAmount, feeOf } from './rules';

export interface PaymentSummaryProps {
  amount: number | null;
  method: PaymentMethod | undefined;
  wallet: WalletView | undefined;
  /** Withdrawals: what may leave the wallet now; a larger amount gets no summary. */
  available?: number;
  /** Also names the wallet and the method (the confirmation step). */
  full?: boolean;
}

/**
 * Amount, the method's fee and the total after the fee, in the wallet's currency with its cents;
 * only for an amount that can be sent (a fee on an amount the page would refuse means nothing).
 */
export function PaymentSummary({
  amount,
  method,
  wallet,
  available,
  full = false,
}: PaymentSummaryProps) {
  const intl = useIntl();
  const currency = wallet?.currency ?? method?.currency ?? '';
  const percent = method && Number.isFinite(method.fee_percent) ? method.fee_percent : 0;
  const sendable =
    amount !== null &&
    method !== undefined &&
    checkAmount(amount, method, { currency, available }) === null;
  const show = (n: number | null) =>
    n === null ? MISSING_VALUE : <MoneyText value={money(n, currency)} sensitive={false} />;
  const fee = sendable ? feeOf(amount, percent) : null;
  const rows: SummaryRow[] = [
    ...(full
      ? [
          {
            label: intl.formatMessage(paymentMessages.summaryWallet),
            value: wallet ? `${wallet.name} · ${wallet.currency}` : MISSING_VALUE,
          },
          {
            label: intl.formatMessage(paymentMessages.summaryMethod),
            value: method?.name ?? MISSING_VALUE,
          },
        ]
      : []),
    {
      label: intl.formatMessage(paymentMessages.summaryAmount),
      value: show(sendable ? amount : null),
      money: true,
    },
    {
      label: intl.formatMessage(paymentMessages.summaryFee, { percent }),
      value: show(fee),
      money: true,
    },
    {
      label: intl.formatMessage(paymentMessages.summaryTotal),
      value: show(sendable && fee !== null ? Math.round((amount - fee) * 100) / 100 : null),
      money: true,
      total: true,
    },
  ];
  return <SummaryList rows={rows} />;
}
