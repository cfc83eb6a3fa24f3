import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { buyIpo } from '@/api/generated/ipo/ipo';
import type { Ipo } from '@/api/generated/model';
import { formatNumber, formatUsd, MISSING_VALUE } from '@/lib/format';
import { buyProblem, orderAmount, smallestOrder } from './ipoMath';
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
  balance: { id: 'ipo.buy.balance', defaultMessage: 'Main wallet balance' },
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
  onClose: () => void;
}

/**
 * Subscribing to an IPO: a quantity in whole lots from the minimum up, reserved at the top of the
 * price range against the main wallet's balance (the figure the sidebar shows), `ipo/buy` sent once.
 */
export function BuyModal({ ipo, onClose }: BuyModalProps) {
  const intl = useIntl();
  const { balance } = useMainBalance();
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
            <dd>{priceRange(ipo.price_min, ipo.price_max)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(ipoMessages.lotSize)}</dt>
            <dd>{formatNumber(ipo.lot_size)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(ipoMessages.minQuantity)}</dt>
            <dd>{formatNumber(ipo.min_quantity)}</dd>
          </div>
        </Figures>
      }
      initialQuantity={minimum}
      hint={intl.formatMessage(messages.hint, {
        lot: formatNumber(ipo.lot_size),
        minimum: formatNumber(minimum),
      })}
      min={minimum}
      step={ipo.lot_size}
      problemOf={(raw) => buyProblem(raw, ipo, balance)}
      figuresOf={(quantity) => [
        {
          label: intl.formatMessage(messages.reserved, { price: formatUsd(ipo.price_max) }),
          value:
            quantity === null ? MISSING_VALUE : formatUsd(orderAmount(quantity, ipo.price_max)),
          sensitive: true,
        },
        {
          label: intl.formatMessage(messages.balance),
          value:
            balance === null ? intl.formatMessage(messages.balanceUnknown) : formatUsd(balance),
          sensitive: true,
        },
      ]}
      send={(quantity) => buyIpo({ stock_id: ipo.id, quantity })}
      confirmLabel={intl.formatMessage(messages.confirm)}
      failureLog="Purchase failed"
      successText={(order) =>
        intl.formatMessage(messages.success, {
          quantity: formatNumber(order.quantity),
          company: ipo.company,
          amount: formatUsd(order.amount),
        })
      }
      onClose={onClose}
    />
  );
}
