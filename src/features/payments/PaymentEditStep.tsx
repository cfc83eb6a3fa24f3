import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentMethod } from '@/api/generated/model';
import type { WalletView } from '@/api/readers/wallet';
import { Button } from '@/design-system/Button';
import { ReservedNote, WalletFiguresFailed } from '@/form/money';
import { money } from '@/lib/money';
import { paymentMessages } from './messages';
import { PaymentFields, type WalletFigure } from './PaymentFields';
import { PaymentSummary } from './PaymentSummary';
import { reservedMoney } from './rules';
import { Actions } from './PaymentLayout';
import type { usePaymentForm } from './usePaymentForm';

export type PaymentFlow = ReturnType<typeof usePaymentForm<unknown, unknown>>;

/** Which payment page: its route (and so its title), and the prefix of its ids. */
export type PaymentKind = 'deposit' | 'withdraw';

/**
 * The figure shown with the chosen wallet. A withdrawal's wallet says what may leave it once that
 * is known; before, and on a deposit, its balance, named as such. Figures that could not be read
 * show a dash under "available", never the balance.
 */
function walletFigureOf(flow: PaymentFlow, withdrawal: boolean): WalletFigure | undefined {
  const { wallet, available, figuresFailed } = flow;
  const currency = wallet?.currency ?? '';
  if (available !== undefined) return { kind: 'available', amount: money(available, currency) };
  if (withdrawal && figuresFailed) return { kind: 'available', amount: null };
  if (wallet && Number.isFinite(wallet.balance.amount))
    return { kind: 'balance', amount: money(wallet.balance.amount, currency) };
  return undefined;
}

/** Under a withdrawal's wallet: its figures could not be read (with a retry), or what is reserved. */
function WalletNote({ flow }: { flow: PaymentFlow }) {
  const { wallet, available, figures, figuresFailed } = flow;
  if (!wallet) return null;
  if (figuresFailed) return <WalletFiguresFailed onRetry={flow.retryFigures} />;
  if (available === undefined) return null;
  return <ReservedNote walletId={wallet.id} reserved={reservedMoney(figures, wallet.currency)} />;
}

interface PaymentEditStepProps {
  flow: PaymentFlow;
  idPrefix: PaymentKind;
  wallets: WalletView[];
  methods: PaymentMethod[];
  /** More fields, under wallet, method and amount. */
  fields?: ReactNode;
}

/** The edit step of a payment form: wallet, method and amount, the summary, and "Continue". */
export function PaymentEditStep({
  flow,
  idPrefix,
  wallets,
  methods,
  fields,
}: PaymentEditStepProps) {
  const intl = useIntl();
  const { form, wallet, method, available } = flow;
  const withdrawal = idPrefix === 'withdraw';
  return (
    <>
      <PaymentFields
        idPrefix={idPrefix}
        wallets={wallets}
        methods={methods}
        walletId={form.values.wallet_id}
        methodId={form.values.method_id}
        amount={form.values.amount}
        figure={walletFigureOf(flow, withdrawal)}
        walletNote={withdrawal && wallet ? <WalletNote flow={flow} /> : undefined}
        errors={{
          wallet_id: form.error('wallet_id'),
          method_id: form.error('method_id'),
          amount: form.error('amount'),
        }}
        onWalletChange={(id) => form.setValue('wallet_id', id)}
        onMethodChange={(id) => form.setValue('method_id', id)}
        onAmountChange={(amount) => form.setValue('amount', amount)}
      />
      {fields}
      <PaymentSummary
        amount={form.values.amount}
        method={method}
        wallet={wallet}
        available={available}
      />
      <Actions>
        <Button type="submit" busy={flow.checking}>
          {intl.formatMessage(paymentMessages.continue)}
        </Button>
      </Actions>
    </>
  );
}
