import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { Ipo } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { IpoCard } from '@/design-system/IpoCard';
import { Tabs } from '@/design-system/Tabs';
import { ViewToggle } from '@/design-system/ViewToggle';
import { useIdempotencyScope } from '@/form/money';
import { QueryStates } from '@/page/QueryStates';
import { usePreferences } from '@/stores/preferences';
import { BuyModal } from './BuyModal';
import { IPO_STATUSES, readStatus, visibleIpos } from './calendarFilter';
import { usd } from './ipoMoney';
import { isOpen } from './ipoStatus';
import { IpoPageLayout } from './IpoPageLayout';
import { IpoTable } from './IpoTable';
import { Tiles, TilesLoading } from './ListStates';
import { ipoMessages, statusMessages } from './messages';
import { useIpoCalendar } from './useIpoData';
import { statusLabels, useCountdownFormat, windowLabels } from './useIpoText';

const messages = defineMessages({
  filterLabel: { id: 'ipo.calendar.filterLabel', defaultMessage: 'Filter by status' },
  all: { id: 'ipo.calendar.all', defaultMessage: 'All' },
  viewLabel: { id: 'ipo.calendar.viewLabel', defaultMessage: 'View' },
  tileView: { id: 'ipo.calendar.tileView', defaultMessage: 'Tile view' },
  listView: { id: 'ipo.calendar.listView', defaultMessage: 'List view' },
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

/**
 * The IPO calendar: tiles or rows, filtered by the status in the URL. The backend's status decides
 * what each IPO offers: Buy only while it is open.
 */
export function CalendarPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const status = readStatus(params.get('status'));
  const isTileView = usePreferences((s) => s.isTileView);
  const setTileView = usePreferences((s) => s.setTileView);
  const calendar = useIpoCalendar();
  const [buying, setBuying] = useState<Ipo | null>(null);
  // Held by the page, so a purchase confirmed again after a lost answer keeps its key.
  const buyKeys = useIdempotencyScope();
  const formatCountdown = useCountdownFormat();
  const labels = statusLabels(intl);

  const hrefFor = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('status', value);
    else next.delete('status');
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const filterTabs = [
    { id: 'all', label: intl.formatMessage(messages.all), href: hrefFor(null) },
    ...IPO_STATUSES.map((value) => ({
      id: value,
      label: intl.formatMessage(statusMessages[value]),
      href: hrefFor(value),
    })),
  ];

  const buyButton = (ipo: Ipo) =>
    isOpen(ipo) ? (
      <Button
        block
        onClick={() => setBuying(ipo)}
        aria-label={intl.formatMessage(ipoMessages.buyNamed, { company: ipo.company })}
      >
        {intl.formatMessage(ipoMessages.buy)}
      </Button>
    ) : undefined;

  const listed = (all: Ipo[]) => {
    const ipos = visibleIpos(all, status);
    if (ipos.length === 0) {
      const filtered = status !== null && all.length > 0;
      return (
        <EmptyState
          title={intl.formatMessage(filtered ? messages.emptyFilteredTitle : messages.emptyTitle)}
          description={intl.formatMessage(
            filtered ? messages.emptyFilteredText : messages.emptyText,
          )}
          action={
            filtered ? (
              <Link to={hrefFor(null)}>{intl.formatMessage(messages.showAll)}</Link>
            ) : undefined
          }
        />
      );
    }
    if (!isTileView) {
      return (
        <IpoTable ipos={ipos} caption={intl.formatMessage(messages.caption)} onBuy={setBuying} />
      );
    }
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
  };

  return (
    <IpoPageLayout
      section="calendar"
      tools={
        <ViewToggle
          value={isTileView ? 'tile' : 'list'}
          onChange={(view) => setTileView(view === 'tile')}
          label={intl.formatMessage(messages.viewLabel)}
          tileLabel={intl.formatMessage(messages.tileView)}
          listLabel={intl.formatMessage(messages.listView)}
        />
      }
    >
      <Tabs
        variant="links"
        tabs={filterTabs}
        value={status ?? 'all'}
        label={intl.formatMessage(messages.filterLabel)}
      />
      <QueryStates
        query={calendar}
        loading={<TilesLoading />}
        error={{
          title: intl.formatMessage(ipoMessages.loadFailedTitle),
          description: intl.formatMessage(ipoMessages.loadFailedText),
        }}
      >
        {listed}
      </QueryStates>
      {buying && <BuyModal ipo={buying} keys={buyKeys} onClose={() => setBuying(null)} />}
    </IpoPageLayout>
  );
}
