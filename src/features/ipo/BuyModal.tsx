import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { buyIpo } from '@/api/generated/ipo/ipo';
import type { Ipo } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { useNumberFormat } from '@/design-system/NumberFormat';
import type { IdempotencyScope } from '@/form/money';
import { MISSING_VALUE } from '@/lib/money';
import { buyProblem, smallestOrder } from './ipoMath';
import { IPO_CURRENCY, usd } from './ipoMoney';
import { ipoMessages } from './messages';
import { orderMoney, TradeModal, useOrderText } from './TradeModal';
import { useMainAvailable, type MainAvailable } from './useIpoData';
import { withDetails } from './useIpoText';
import { IpoFigures } from './IpoFigures';
import { FigureFailed } from './Figures';

const messages = defineMessages({
  hint: defineMessage<{ lot: string | number; minimum: string | number }>({
    id: 'ipo.buy.hint',
    defaultMessage: 'In steps of {lot} shares, at least {minimum}.',
  }),
  amount: defineMessage<{ price: string | number }>({
    id: 'ipo.buy.amount',
    defaultMessage: 'Subscription amount (at {price} a share, the top of the range)',
  }),
  available: { id: 'ipo.buy.balance', defaultMessage: 'Available in the main wallet' },
  noWallet: { id: 'ipo.buy.noWallet', defaultMessage: 'No wallet yet' },
  loading: { id: 'ipo.buy.availableLoading', defaultMessage: 'Loading…' },
  failed: { id: 'ipo.buy.availableFailed', defaultMessage: 'Not loaded.' },
  failedHint: {
    id: 'ipo.buy.availableFailedHint',
    defaultMessage: 'You can still subscribe: the broker checks the amount when you confirm.',
  },
  retry: { id: 'ipo.buy.availableRetry', defaultMessage: 'Try again' },
  confirm: { id: 'ipo.buy.confirm', defaultMessage: 'Confirm purchase' },
  success: defineMessage<{
    quantity: string | number;
    company: string | number;
    amount: string | number;
  }>({
    id: 'ipo.buy.subscribed',
    defaultMessage:
      'You subscribed to {quantity} shares of {company} for {amount}. The subscription is awaiting allocation.',
  }),
});

/** What the main wallet can pay, in its place: the figure, or a dash with why and a retry. */
function AvailableFigure({ main }: { main: MainAvailable }) {
  const intl = useIntl();
  const format = useNumberFormat();
  if (main.state === 'ready' && main.available) return <>{format.money(main.available)}</>;
  if (main.state === 'none') return <>{intl.formatMessage(messages.noWallet)}</>;
  if (main.state === 'loading')
    return (
      <>
        <span aria-hidden="true">{MISSING_VALUE}</span>
        <span className="visually-hidden">{intl.formatMessage(messages.loading)}</span>
      </>
    );
  return (
    <FigureFailed>
      <span>
        <span aria-hidden="true">{MISSING_VALUE} </span>
        {intl.formatMessage(messages.failed)}
      </span>
      <Button size="sm" variant="secondary" onClick={main.retry}>
        {intl.formatMessage(messages.retry)}
      </Button>
      <small>{intl.formatMessage(messages.failedHint)}</small>
    </FigureFailed>
  );
}

export interface BuyModalProps {
  /** The IPO to subscribe to. */
  ipo: Ipo;
  /** The page's keys of purchase confirmations (see `TradeModal`). */
  keys: IdempotencyScope;
  onClose: () => void;
}

/**
 * Subscribing to an IPO: a quantity in whole lots from the minimum up, reserved at the top of the
 * price range against what the main wallet has available, `ipo/buy` sent once.
 */
export function BuyModal({ ipo, keys, onClose }: BuyModalProps) {
  const intl = useIntl();
  const format = useNumberFormat();
  const main = useMainAvailable();
  // Dollars are judged against dollars only; a wallet in another currency, or figures that could
  // not be read, are the server's to judge.
  const available = main.available;
  const dollars = available && available.currency === IPO_CURRENCY ? available.amount : null;
  const minimum = smallestOrder(ipo);
  const successText = useOrderText(messages.success, ipo.company);
  return (
    <TradeModal
      title={intl.formatMessage(ipoMessages.buyNamed, { company: ipo.company })}
      summary={
        <IpoFigures ipo={ipo}>
          <div>
            <dt>{intl.formatMessage(ipoMessages.company)}</dt>
            <dd>{withDetails(ipo.company, `${ipo.ticker}, ${ipo.exchange}`)}</dd>
          </div>
        </IpoFigures>
      }
      initialQuantity={minimum}
      hint={intl.formatMessage(messages.hint, {
        lot: format.number(ipo.lot_size),
        minimum: format.number(minimum),
      })}
      min={minimum}
      step={ipo.lot_size}
      problemOf={(raw) => buyProblem(raw, ipo, dollars)}
      figuresOf={(quantity) => [
        {
          label: intl.formatMessage(messages.amount, {
            price: format.money(usd(ipo.price_max)),
          }),
          value: orderMoney(format, quantity, ipo.price_max),
          sensitive: true,
        },
        {
          label: intl.formatMessage(messages.available),
          value: <AvailableFigure main={main} />,
          sensitive: main.state === 'ready',
          wide: main.state === 'failed',
        },
      ]}
      side="buy"
      stockId={ipo.id}
      call={buyIpo}
      keys={keys}
      confirmLabel={intl.formatMessage(messages.confirm)}
      failureLog="Purchase failed"
      successText={successText}
      onClose={onClose}
    />
  );
}
