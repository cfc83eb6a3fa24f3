import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { sellIpo } from '@/api/generated/ipo/ipo';
import type { MyIpo } from '@/api/generated/model';
import { useNumberFormat } from '@/design-system/NumberFormat';
import type { IdempotencyScope } from '@/form/money';
import { sellProblem } from './ipoMath';
import { usd } from './ipoMoney';
import { ipoMessages } from './messages';
import { orderMoney, TradeModal, useOrderText } from './TradeModal';
import { Figures } from './Figures';

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
  /** The holding to sell from (a listed one: only those can be sold). */
  holding: MyIpo;
  /** The page's keys of sale confirmations (see `TradeModal`). */
  keys: IdempotencyScope;
  onClose: () => void;
}

/**
 * Selling shares of a holding: the field starts empty (a sale of the whole position is typed, never
 * preset), up to the quantity held, the proceeds at today's price shown before confirming.
 */
export function SellModal({ holding, keys, onClose }: SellModalProps) {
  const intl = useIntl();
  const format = useNumberFormat();
  const successText = useOrderText(messages.success, holding.company);
  return (
    <TradeModal
      title={intl.formatMessage(ipoMessages.sellNamed, { company: holding.company })}
      summary={
        <Figures>
          <div>
            <dt>{intl.formatMessage(messages.held)}</dt>
            <dd>{format.number(holding.quantity)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.price)}</dt>
            <dd>{format.money(usd(holding.current_price))}</dd>
          </div>
        </Figures>
      }
      initialQuantity={null}
      hint={intl.formatMessage(messages.hint, { held: format.number(holding.quantity) })}
      min={1}
      max={holding.quantity}
      step={1}
      problemOf={(raw) => sellProblem(raw, holding.quantity)}
      figuresOf={(quantity) => [
        {
          label: intl.formatMessage(messages.proceeds),
          value: orderMoney(format, quantity, holding.current_price),
          sensitive: true,
        },
      ]}
      side="sell"
      stockId={holding.stock_id}
      call={sellIpo}
      keys={keys}
      confirmLabel={intl.formatMessage(messages.confirm)}
      failureLog="Sell failed"
      successText={successText}
      onClose={onClose}
    />
  );
}
