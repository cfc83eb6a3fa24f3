import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Ipo } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { IpoCard } from '@/design-system/IpoCard';
import { usePreferences } from '@/stores/preferences';
import { visibleIpos, type IpoStatusFilter } from './calendarFilter';
import { usd } from './ipoMoney';
import { isOpen } from './ipoStatus';
import { IpoTable } from './IpoTable';
import { Tiles } from './ListStates';
import { ipoMessages } from './messages';
import { statusLabels, useCountdownFormat, windowLabels } from './useIpoText';

const messages = defineMessages({
  caption: { id: 'ipo.calendar.caption', defaultMessage: 'IPOs' },
  emptyTitle: { id: 'ipo.calendar.emptyTitle', defaultMessage: 'No IPOs in the calendar yet' },
  emptyText: {
    id: 'ipo.calendar.emptyText',
    defaultMessage: 'New offerings appear here as soon as they are announced.',
  },
  emptyFilteredTitle: {
    id: 'ipo.calendar.emptyFilteredTitle',
    defaultMessage: 'No IPOs with this status',
  },
  emptyFilteredText: {
    id: 'ipo.calendar.emptyFilteredText',
    defaultMessage: 'Try another status or show them all.',
  },
  showAll: { id: 'ipo.calendar.showAll', defaultMessage: 'Show all IPOs' },
});

interface ResultsProps {
  /** Every IPO of the calendar, before the status filter. */
  all: Ipo[];
  status: IpoStatusFilter | null;
  /** Link to the calendar without a status filter. */
  allHref: string;
  onBuy: (ipo: Ipo) => void;
}

/** The calendar's IPOs as tiles, one card each; Buy only on the open ones. */
function CalendarTiles({ ipos, onBuy }: { ipos: Ipo[]; onBuy: (ipo: Ipo) => void }) {
  const intl = useIntl();
  const formatCountdown = useCountdownFormat();
  const labels = statusLabels(intl);

  const buyButton = (ipo: Ipo) =>
    isOpen(ipo) ? (
      <Button
        block
        onClick={() => onBuy(ipo)}
        aria-label={intl.formatMessage(ipoMessages.buyNamed, { company: ipo.company })}
      >
        {intl.formatMessage(ipoMessages.buy)}
      </Button>
    ) : undefined;

  return (
    <Tiles>
      {ipos.map((ipo) => (
        <IpoCard
          key={ipo.id}
          ipo={{ ...ipo, price_min: usd(ipo.price_min), price_max: usd(ipo.price_max) }}
          locale={intl.locale}
          headingLevel={2}
          formatCountdown={formatCountdown}
          statusLabels={labels}
          labels={{
            priceBand: intl.formatMessage(ipoMessages.priceRange),
            lotSize: intl.formatMessage(ipoMessages.lotSize),
            minQuantity: intl.formatMessage(ipoMessages.minQuantity),
            subscription: intl.formatMessage(ipoMessages.subscription),
            listingDate: intl.formatMessage(ipoMessages.listingDate),
            ...windowLabels(intl),
          }}
          actions={buyButton(ipo)}
        />
      ))}
    </Tiles>
  );
}

/**
 * The calendar's loaded state: the IPOs with the chosen status as tiles or rows (the saved view),
 * or why there are none (none at all, or none with this status, with a way back to all).
 */
export function CalendarResults({ all, status, allHref, onBuy }: ResultsProps) {
  const intl = useIntl();
  const isTileView = usePreferences((s) => s.isTileView);
  const ipos = visibleIpos(all, status);
  if (ipos.length === 0) {
    const filtered = status !== null && all.length > 0;
    return (
      <EmptyState
        title={intl.formatMessage(filtered ? messages.emptyFilteredTitle : messages.emptyTitle)}
        description={intl.formatMessage(filtered ? messages.emptyFilteredText : messages.emptyText)}
        action={
          filtered ? <Link to={allHref}>{intl.formatMessage(messages.showAll)}</Link> : undefined
        }
      />
    );
  }
  if (!isTileView) {
    return <IpoTable ipos={ipos} caption={intl.formatMessage(messages.caption)} onBuy={onBuy} />;
  }
  return <CalendarTiles ipos={ipos} onBuy={onBuy} />;
}
