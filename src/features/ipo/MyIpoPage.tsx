import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Ipo, MyIpo } from '@/api/generated/model';
import { useGetMyIpo } from '@/api/generated/ipo/ipo';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { Table, type TableColumn } from '@/design-system/Table';
import { paths } from '@/config/paths';
import { formatNumber, formatUsd } from '@/lib/format';
import { usePreferences } from '@/stores/preferences';
import { BuyModal } from './BuyModal';
import { holdingResult } from './ipoMath';
import { IpoPageLayout } from './IpoPageLayout';
import { LoadFailed } from './ListStates';
import { ipoMessages } from './messages';
import { PnlChange } from './PnlChange';
import { SellModal } from './SellModal';
import { findIpo, useIpoCalendar } from './useIpoData';
import { dotted, statusLabel } from './useIpoText';
import { Muted, Num, Row } from './ui';
import { selectMyIpo } from './tolerant';

const messages = defineMessages({
  title: { id: 'ipo.myIpo.title', defaultMessage: 'My IPOs' },
  caption: { id: 'ipo.myIpo.caption', defaultMessage: 'Your IPO holdings' },
  averagePrice: { id: 'ipo.myIpo.averagePrice', defaultMessage: 'Average price' },
  currentPrice: { id: 'ipo.myIpo.currentPrice', defaultMessage: 'Current price' },
  value: { id: 'ipo.myIpo.value', defaultMessage: 'Value' },
  pnl: { id: 'ipo.myIpo.pnl', defaultMessage: 'Profit / loss' },
  emptyTitle: { id: 'ipo.myIpo.emptyTitle', defaultMessage: 'You hold no IPO shares yet' },
  emptyText: {
    id: 'ipo.myIpo.emptyText',
    defaultMessage: 'Subscribe to an open IPO in the calendar; your shares will appear here.',
  },
});

/** The client's IPO holdings with profit and loss, Sell on each and Buy more while a subscription is open. */
export function MyIpoPage() {
  const intl = useIntl();
  const locale = usePreferences((s) => s.locale);
  const holdings = useGetMyIpo({ query: { select: selectMyIpo } });
  // Lot sizes and open subscriptions for "Buy more"; the page works without them.
  const calendar = useIpoCalendar();
  const [selling, setSelling] = useState<MyIpo | null>(null);
  const [buying, setBuying] = useState<Ipo | null>(null);

  const columns: TableColumn<MyIpo>[] = [
    {
      key: 'company',
      header: intl.formatMessage(ipoMessages.company),
      render: (row) => (
        <>
          <strong>{row.company}</strong>
          <Muted>{dotted(row.ticker, statusLabel(intl, row.status))}</Muted>
        </>
      ),
    },
    {
      key: 'quantity',
      header: intl.formatMessage(ipoMessages.quantity),
      align: 'end',
      render: (row) => <Num>{formatNumber(row.quantity)}</Num>,
    },
    {
      key: 'average',
      header: intl.formatMessage(messages.averagePrice),
      align: 'end',
      render: (row) => <Num>{formatUsd(row.average_price)}</Num>,
    },
    {
      key: 'current',
      header: intl.formatMessage(messages.currentPrice),
      align: 'end',
      render: (row) => <Num>{formatUsd(row.current_price)}</Num>,
    },
    {
      key: 'value',
      header: intl.formatMessage(messages.value),
      align: 'end',
      render: (row) => (
        <Num data-sensitive="">
          {formatUsd(holdingResult(row.quantity, row.average_price, row.current_price).value)}
        </Num>
      ),
    },
    {
      key: 'pnl',
      header: intl.formatMessage(messages.pnl),
      align: 'end',
      render: (row) => {
        const result = holdingResult(row.quantity, row.average_price, row.current_price);
        return <PnlChange amount={result.pnl} percent={result.pnlPercent} />;
      },
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{intl.formatMessage(ipoMessages.actions)}</span>,
      align: 'end',
      render: (row) => {
        const ipo = findIpo(calendar.data, row.stock_id);
        return (
          <Row style={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
            {ipo?.status === 'open' && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setBuying(ipo)}
                aria-label={intl.formatMessage(ipoMessages.buyNamed, { company: row.company })}
              >
                {intl.formatMessage(ipoMessages.buy)}
              </Button>
            )}
            <Button
              size="sm"
              onClick={() => setSelling(row)}
              aria-label={intl.formatMessage(ipoMessages.sellNamed, { company: row.company })}
            >
              {intl.formatMessage(ipoMessages.sell)}
            </Button>
          </Row>
        );
      },
    },
  ];

  let content;
  if (holdings.isError && !holdings.isFetching) {
    content = <LoadFailed onRetry={() => void holdings.refetch()} />;
  } else if (holdings.isSuccess && holdings.data.length === 0) {
    content = (
      <EmptyState
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyText)}
        action={
          <Link to={paths.ipoCalendar.href(locale)}>
            {intl.formatMessage(ipoMessages.toCalendar)}
          </Link>
        }
      />
    );
  } else {
    content = (
      <Table
        columns={columns}
        rows={holdings.data ?? []}
        rowKey="stock_id"
        caption={intl.formatMessage(messages.caption)}
        captionHidden
        loading={!holdings.isSuccess}
        loadingLabel={intl.formatMessage(ipoMessages.loading)}
        minWidth={860}
      />
    );
  }

  return (
    <IpoPageLayout section="myIpo" title={intl.formatMessage(messages.title)}>
      {content}
      {selling && <SellModal holding={selling} onClose={() => setSelling(null)} />}
      {buying && <BuyModal ipo={buying} onClose={() => setBuying(null)} />}
    </IpoPageLayout>
  );
}
