import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Ipo } from '@/api/generated/model';
import { Tabs } from '@/design-system/Tabs';
import { ViewToggle } from '@/design-system/ViewToggle';
import { useIdempotencyScope } from '@/form/money';
import { QueryStates } from '@/page/QueryStates';
import { usePreferences } from '@/stores/preferences';
import { BuyModal } from './BuyModal';
import { IPO_STATUSES, readStatus } from './calendarFilter';
import { CalendarResults } from './CalendarResults';
import { IpoPageLayout } from './IpoPageLayout';
import { TilesLoading } from './ListStates';
import { ipoMessages, statusMessages } from './messages';
import { useIpoCalendar } from './useIpoData';

const messages = defineMessages({
  filterLabel: { id: 'ipo.calendar.filterLabel', defaultMessage: 'Filter by status' },
  all: { id: 'ipo.calendar.all', defaultMessage: 'All' },
  viewLabel: { id: 'ipo.calendar.viewLabel', defaultMessage: 'View' },
  tileView: { id: 'ipo.calendar.tileView', defaultMessage: 'Tile view' },
  listView: { id: 'ipo.calendar.listView', defaultMessage: 'List view' },
});

/** The status filter's tabs, each a link to the calendar with that status in the URL. */
function useStatusTabs(params: URLSearchParams) {
  const intl = useIntl();
  const hrefFor = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('status', value);
    else next.delete('status');
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const tabs = [
    { id: 'all', label: intl.formatMessage(messages.all), href: hrefFor(null) },
    ...IPO_STATUSES.map((value) => ({
      id: value,
      label: intl.formatMessage(statusMessages[value]),
      href: hrefFor(value),
    })),
  ];
  return { tabs, allHref: hrefFor(null) };
}

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
  const filter = useStatusTabs(params);

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
        tabs={filter.tabs}
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
        {(all) => (
          <CalendarResults all={all} status={status} allHref={filter.allHref} onBuy={setBuying} />
        )}
      </QueryStates>
      {buying && <BuyModal ipo={buying} keys={buyKeys} onClose={() => setBuying(null)} />}
    </IpoPageLayout>
  );
}
