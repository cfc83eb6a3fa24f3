import { useIntl } from 'react-intl';
import type { Ipo } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { IpoWindow, useNow } from '@/design-system/IpoCard';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { StatusBadge } from '@/design-system/StatusBadge';
import { Table, type TableColumn } from '@/design-system/Table';
import { formatDate, localTimeZone } from '@/lib/format';
import { MISSING_VALUE } from '@/lib/money';
import { isOpen } from './ipoStatus';
import { ipoMessages } from './messages';
import {
  dotted,
  priceRange,
  span,
  statusLabels,
  useCountdownFormat,
  windowLabels,
} from './useIpoText';
import { Muted, Num } from './Figures';

export interface IpoTableProps {
  ipos: Ipo[];
  /** Caption of the table (read out, visually hidden). */
  caption: string;
  onBuy: (ipo: Ipo) => void;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The company and, under it, its ticker and exchange. */
function CompanyCell({ ipo }: { ipo: Ipo }) {
  return (
    <>
      <strong>{ipo.company}</strong>
      <Muted>{dotted(ipo.ticker, ipo.exchange)}</Muted>
    </>
  );
}

/** The IPO's status, green while it is open. */
function IpoStatusBadge({ ipo, labels }: { ipo: Ipo; labels: ReturnType<typeof statusLabels> }) {
  return (
    <StatusBadge
      status={ipo.status}
      labels={labels}
      tone={ipo.status === 'open' ? 'success' : undefined}
    />
  );
}

/** Buy, naming the company. */
function BuyButton({ ipo, onBuy }: { ipo: Ipo; onBuy: (ipo: Ipo) => void }) {
  const intl = useIntl();
  return (
    <Button
      size="sm"
      onClick={() => onBuy(ipo)}
      aria-label={intl.formatMessage(ipoMessages.buyNamed, { company: ipo.company })}
    >
      {intl.formatMessage(ipoMessages.buy)}
    </Button>
  );
}

/** The calendar's list view: one row per IPO with the same facts, window line and actions as a tile. */
export function IpoTable({ ipos, caption, onBuy }: IpoTableProps) {
  const intl = useIntl();
  const format = useNumberFormat();
  const now = useNow(undefined);
  const formatCountdown = useCountdownFormat();
  const zone = localTimeZone();
  const dateOf = (iso: string) =>
    formatDate(iso, intl.locale, { timeZone: DATE_ONLY.test(iso) ? 'UTC' : zone });
  const labels = statusLabels(intl);
  // The same for every row's window line; each row adds its IPO.
  const windowProps = {
    now,
    labels: windowLabels(intl),
    formatCountdown,
    locale: intl.locale,
    timeZone: zone,
  };

  const columns: TableColumn<Ipo>[] = [
    {
      key: 'company',
      header: intl.formatMessage(ipoMessages.company),
      render: (ipo) => <CompanyCell ipo={ipo} />,
    },
    {
      key: 'status',
      header: intl.formatMessage(ipoMessages.status),
      render: (ipo) => <IpoStatusBadge ipo={ipo} labels={labels} />,
    },
    {
      key: 'price',
      header: intl.formatMessage(ipoMessages.priceRange),
      align: 'end',
      render: (ipo) => <Num>{priceRange(format, ipo.price_min, ipo.price_max)}</Num>,
    },
    {
      key: 'lot',
      header: intl.formatMessage(ipoMessages.lotSize),
      align: 'end',
      render: (ipo) => <Num>{format.number(ipo.lot_size)}</Num>,
    },
    {
      key: 'min',
      header: intl.formatMessage(ipoMessages.minQuantity),
      align: 'end',
      render: (ipo) => <Num>{format.number(ipo.min_quantity)}</Num>,
    },
    {
      key: 'window',
      header: intl.formatMessage(ipoMessages.subscription),
      render: (ipo) => (
        <>
          <Num>{span(dateOf(ipo.subscription_start), dateOf(ipo.subscription_end))}</Num>
          <IpoWindow {...windowProps} ipo={ipo} />
        </>
      ),
    },
    {
      key: 'listing',
      header: intl.formatMessage(ipoMessages.listingDate),
      render: (ipo) => <Num>{ipo.listing_date ? dateOf(ipo.listing_date) : MISSING_VALUE}</Num>,
    },
    {
      key: 'action',
      header: <span className="visually-hidden">{intl.formatMessage(ipoMessages.actions)}</span>,
      align: 'end',
      render: (ipo) => (isOpen(ipo) ? <BuyButton ipo={ipo} onBuy={onBuy} /> : null),
    },
  ];

  return (
    <Table
      columns={columns}
      rows={ipos}
      rowKey="id"
      caption={caption}
      captionHidden
      minWidth={960}
    />
  );
}
