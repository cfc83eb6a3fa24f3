import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { sellIpo } from '@/api/generated/ipo/ipo';
import type { MyIpo } from '@/api/generated/model';
import { formatNumber, formatUsd, MISSING_VALUE } from '@/lib/format';
import { orderAmount, sellProblem } from './ipoMath';
import { ipoMessages } from './messages';
import { TradeModal } from './TradeModal';
import { Figures } from './ui';

const messages = defineMessages({
  hint: defineMessage<{ held: string | number }>({
    id: 'ipo.sell.hint',
    defaultMessage: 'You hold {held} shares.',
  }),
  held: { id: 'ipo.sell.held', defaultMessage: 'Shares held' },
  price: { id: 'ipo.sell.price', defaultMessage: 'Current price' },
  proceeds: { id: 'ipo.sell.proceeds', defaultMessage: 'Expected proceeds' },
  confirm: { id: 'ipo.sell.confirm', defaultMessage: 'Confirm sale' },
  success: defineMessage<{
    quantity: string | number;
    company: string | number;
    amount: string | number;
  }>({
    id: 'ipo.sell.success',
    defaultMessage: 'You sold {quantity} shares of {company} for {amount}.',
  }),
});

export interface SellModalProps {
  /** The holding to sell from. */
  holding: MyIpo;
  onClose: () => void;
}

/** Selling shares of a holding: up to the quantity held, the proceeds at today's price shown first. */
export function SellModal({ holding, onClose }: SellModalProps) {
  const intl = useIntl();
  return (
    <TradeModal
      title={intl.formatMessage(ipoMessages.sellNamed, { company: holding.company })}
      summary={
        <Figures>
          <div>
            <dt>{intl.formatMessage(messages.held)}</dt>
            <dd>{formatNumber(holding.quantity)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.price)}</dt>
            <dd>{formatUsd(holding.current_price)}</dd>
          </div>
        </Figures>
      }
      initialQuantity={holding.quantity}
      hint={intl.formatMessage(messages.hint, { held: formatNumber(holding.quantity) })}
      min={1}
      max={holding.quantity}
      step={1}
      problemOf={(raw) => sellProblem(raw, holding.quantity)}
      figuresOf={(quantity) => [
        {
          label: intl.formatMessage(messages.proceeds),
          value:
            quantity === null
              ? MISSING_VALUE
              : formatUsd(orderAmount(quantity, holding.current_price)),
          sensitive: true,
        },
      ]}
      send={(quantity) => sellIpo({ stock_id: holding.stock_id, quantity })}
      confirmLabel={intl.formatMessage(messages.confirm)}
      failureLog="Sell failed"
      successText={(order) =>
        intl.formatMessage(messages.success, {
          quantity: formatNumber(order.quantity),
          company: holding.company,
          amount: formatUsd(order.amount),
        })
      }
      onClose={onClose}
    />
  );
}
