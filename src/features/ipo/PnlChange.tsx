import { defineMessages, useIntl } from 'react-intl';
import { useNumberFormat } from '@/design-system/NumberFormat';
import type { Money } from '@/lib/money';
import { Change } from './Figures';
import { withDetails } from './useIpoText';

const messages = defineMessages({
  profit: { id: 'ipo.pnl.profit', defaultMessage: 'Profit' },
  loss: { id: 'ipo.pnl.loss', defaultMessage: 'Loss' },
  even: { id: 'ipo.pnl.even', defaultMessage: 'Break-even' },
});

const ARROW_UP = 'M6 2l4 6H2z';
const ARROW_DOWN = 'M6 10L2 4h8z';

/**
 * Profit or loss: an arrow, a word, the signed amount and percentage ("+$ 685.00 (+29.78%)",
 * "−$ 590.00 (−14.05%)"); colour only repeats what they say.
 */
export function PnlChange({ amount, percent }: { amount: Money; percent: number }) {
  const intl = useIntl();
  const format = useNumberFormat();
  const tone = amount.amount > 0 ? 'up' : amount.amount < 0 ? 'down' : 'flat';
  const word = intl.formatMessage(
    tone === 'up' ? messages.profit : tone === 'down' ? messages.loss : messages.even,
  );
  return (
    <Change $tone={tone} data-sensitive="">
      {tone !== 'flat' && (
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d={tone === 'up' ? ARROW_UP : ARROW_DOWN} fill="currentColor" />
        </svg>
      )}
      <span>{word}</span>
      <span>{withDetails(format.money(amount, 'always'), format.percent(percent, 'always'))}</span>
    </Change>
  );
}
