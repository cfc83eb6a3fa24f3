import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { buyIpo } from '@/api/generated/ipo/ipo';
import type { Ipo } from '@/api/generated/model';
import { useNumberFormat } from '@/design-system/NumberFormat';
import type { IdempotencyKeys } from '@/form';
import { MISSING_VALUE } from '@/lib/money';
import { buyProblem, orderAmount, smallestOrder } from './ipoMath';
import { IPO_CURRENCY, usd } from './ipoMoney';
import { ipoMessages } from './messages';
import { TradeModal } from './TradeModal';
import { useMainBalance } from './useIpoData';
import { priceRange, withDetails } from './useIpoText';
import { Figures } from './ui';

const messages = defineMessages({
  hint: defineMessage<{ lot: string | number; minimum: string | number }>({
    id: 'ipo.buy.hint',
    defaultMessage: 'In steps of {lot} shares, at least {minimum}.',
  }),
  reserved: defineMessage<{ price: string | number }>({
    id: 'ipo.buy.reserved',
    defaultMessage: 'Reserved amount (at {price} a share)',
  }),
  balance: { id: 'ipo.buy.balance', defaultMessage: 'Available in the main wallet' },
  balanceUnknown: { id: 'ipo.buy.balanceUnknown', defaultMessage: 'Not available' },
  confirm: { id: 'ipo.buy.confirm', defaultMessage: 'Confirm purchase' },
  success: defineMessage<{
    quantity: string | number;
    company: string | number;
    amount: string | number;
  }>({
    id: 'ipo.buy.success',
    defaultMessage: 'You subscribed to {quantity} shares of {company}. {amount} is reserved.',
  }),
});

export interface BuyModalProps {
  /** The IPO to subscribe to. */
  ipo: Ipo;
  /** The page's keys of purchase confirmations (see `TradeModal`). */
  keys: IdempotencyKeys;
  onClose: () => void;
}

/**
 * Subscribing to an IPO: a quantity in whole lots from the minimum up, reserved at the top of the
 * price range against what the main wallet has available, `ipo/buy` sent once.
 */
export function BuyModal({ ipo, keys, onClose }: BuyModalProps) {
  const intl = useIntl();
  const format = useNumberFormat();
  const { balance, loading } = useMainBalance();
  // Dollars are judged against dollars only; a wallet in another currency is the server's to judge.
  const dollars = balance && balance.currency === IPO_CURRENCY ? balance.amount : null;
  const minimum = smallestOrder(ipo);
  return (
    <TradeModal
      title={intl.formatMessage(ipoMessages.buyNamed, { company: ipo.company })}
      summary={
        <Figures>
          <div>
            <dt>{intl.formatMessage(ipoMessages.company)}</dt>
            <dd>{withDetails(ipo.company, `${ipo.ticker}, ${ipo.exchange}`)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(ipoMessages.priceRange)}</dt>
            <dd>{priceRange(format, ipo.price_min, ipo.price_max)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(ipoMessages.lotSize)}</dt>
            <dd>{format.number(ipo.lot_size)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(ipoMessages.minQuantity)}</dt>
            <dd>{format.number(ipo.min_quantity)}</dd>
          </div>
        </Figures>
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
          label: intl.formatMessage(messages.reserved, {
            price: format.money(usd(ipo.price_max)),
          }),
          value:
            quantity === null
              ? MISSING_VALUE
              : format.money(usd(orderAmount(quantity, ipo.price_max))),
          sensitive: true,
        },
        {
          label: intl.formatMessage(messages.balance),
          value: loading
            ? MISSING_VALUE
            : balance === null
              ? intl.formatMessage(messages.balanceUnknown)
              : format.money(balance),
          sensitive: true,
        },
      ]}
      side="buy"
      stockId={ipo.id}
      call={buyIpo}
      keys={keys}
      confirmLabel={intl.formatMessage(messages.confirm)}
      failureLog="Purchase failed"
      successText={(order) =>
        intl.formatMessage(messages.success, {
          quantity: format.number(order.quantity),
          company: ipo.company,
          amount: format.money(usd(order.amount)),
        })
      }
      onClose={onClose}
    />
  );
}
