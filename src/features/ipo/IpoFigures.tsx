import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Ipo } from '@/api/generated/model';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { ipoMessages } from './messages';
import { Figures } from './Figures';
import { priceRange } from './useIpoText';

/**
 * An IPO's price range, lot size and minimum order, after what `children` adds first (the buy
 * dialog's company line): the calculator and the buy dialog show the same figures.
 */
export function IpoFigures({ ipo, children }: { ipo: Ipo; children?: ReactNode }) {
  const intl = useIntl();
  const format = useNumberFormat();
  return (
    <Figures>
      {children}
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
  );
}
