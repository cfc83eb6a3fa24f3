import { useIntl } from 'react-intl';
import type { PaymentMethod, Wallet } from '@/api/generated/model';
import { formatAmount, MISSING_VALUE } from '@/lib/format';
import { paymentMessages } from './messages';
import { feeOf } from './rules';
import { Summary, type SummaryRow } from './ui';

export interface PaymentSummaryProps {
  amount: number | null;
  method: PaymentMethod | undefined;
  wallet: Wallet | undefined;
  /** Also names the wallet and the method (the confirmation step). */
  full?: boolean;
}

/** Amount, the method's fee and the total after the fee, in the wallet's currency. */
export function PaymentSummary({ amount, method, wallet, full = false }: PaymentSummaryProps) {
  const intl = useIntl();
  const currency = wallet?.currency ?? method?.currency ?? 'USD';
  const percent = method?.fee_percent ?? 0;
  const valid = amount !== null && amount > 0;
  const fee = valid ? feeOf(amount, percent) : null;
  const show = (n: number | null) => (n === null ? MISSING_VALUE : formatAmount(n, currency));
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
      value: show(valid ? amount : null),
      money: true,
    },
    {
      label: intl.formatMessage(paymentMessages.summaryFee, { percent }),
      value: show(fee),
      money: true,
    },
    {
      label: intl.formatMessage(paymentMessages.summaryTotal),
      value: show(valid && fee !== null ? Math.round((amount - fee) * 100) / 100 : null),
      money: true,
      total: true,
    },
  ];
  return <Summary rows={rows} />;
}
