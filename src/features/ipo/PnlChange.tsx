import { defineMessages, useIntl } from 'react-intl';
import { formatSignedPercent, formatSignedUsd } from '@/lib/format';
import { Change } from './ui';
import { withDetails } from './useIpoText';

const messages = defineMessages({
  profit: { id: 'ipo.pnl.profit', defaultMessage: 'Profit' },
  loss: { id: 'ipo.pnl.loss', defaultMessage: 'Loss' },
  even: { id: 'ipo.pnl.even', defaultMessage: 'Break-even' },
});

const ARROW_UP = 'M6 2l4 6H2z';
const ARROW_DOWN = 'M6 10L2 4h8z';

/** Profit or loss: an arrow, a word, the sign and the amount; colour only repeats what they say. */
export function PnlChange({ amount, percent }: { amount: number; percent: number }) {
  const intl = useIntl();
  const tone = amount > 0 ? 'up' : amount < 0 ? 'down' : 'flat';
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
      <span>
        {withDetails(formatSignedUsd(amount), formatSignedPercent(Math.round(percent * 100) / 100))}
      </span>
    </Change>
  );
}
