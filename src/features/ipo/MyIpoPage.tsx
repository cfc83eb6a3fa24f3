import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Ipo, MyIpo } from '@/api/generated/model';
import { useGetMyIpo } from '@/api/generated/ipo/ipo';
import { selectMyIpo } from '@/api/readers/ipo';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { MoneyText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { StatusBadge } from '@/design-system/StatusBadge';
import { Table, type TableColumn } from '@/design-system/Table';
import { paths } from '@/config/paths';
import { useIdempotencyKey } from '@/form';
import { formatDate } from '@/lib/format';
import { MISSING_VALUE } from '@/lib/money';
import { QueryStates } from '@/page/QueryStates';
import { usePreferences } from '@/stores/preferences';
import { BuyModal } from './BuyModal';
import { holdingResult, orderAmount } from './ipoMath';
import { usd } from './ipoMoney';
import { isOpen, isSellable } from './ipoStatus';
import { IpoPageLayout } from './IpoPageLayout';
import { ipoMessages } from './messages';
import { PnlChange } from './PnlChange';
import { SellModal } from './SellModal';
import { findIpo, useIpoCalendar } from './useIpoData';
import { holdingStatusLabel } from './useIpoText';
import { useSubscriptionMoney, type SubscriptionMoney } from './subscriptionMoney';
import { Muted, OwnNum, Row } from './ui';

const moneyMessages = {
  paid: defineMessage<{ amount: string; date: string }>({
    id: 'ipo.myIpo.paid',
    defaultMessage: 'Paid {amount} on {date}',
  }),
  held: defineMessage<{ amount: string }>({
    id: 'ipo.myIpo.held',
    defaultMessage: '{amount} held in your wallet',
  }),
};

const messages = defineMessages({
  caption: { id: 'ipo.myIpo.caption', defaultMessage: 'Your IPO holdings' },
  averagePrice: { id: 'ipo.myIpo.averagePrice', defaultMessage: 'Average price' },
  currentPrice: { id: 'ipo.myIpo.currentPrice', defaultMessage: 'Current price' },
  value: { id: 'ipo.myIpo.value', defaultMessage: 'Value' },
  pnl: { id: 'ipo.myIpo.pnl', defaultMessage: 'Profit / loss' },
  notListed: { id: 'ipo.myIpo.notListed', defaultMessage: 'No market price before the listing' },
  partial: {
    id: 'ipo.myIpo.partial',
    defaultMessage:
      'A subscription awaiting allocation may get fewer shares than you asked for: the broker then refunds the difference to your wallet.',
  },
  emptyTitle: { id: 'ipo.myIpo.emptyTitle', defaultMessage: 'You hold no IPO shares yet' },
  emptyText: {
    id: 'ipo.myIpo.emptyText',
    defaultMessage: 'Subscribe to an open IPO in the calendar; your shares will appear here.',
  },
});

/** A holding's name, ticker and state, one under the other. */
const Holding = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[1]};
`;

/** Under a subscription awaiting allocation: whether its money is paid or still held, if known. */
function SubscriptionMoneyLine({ money }: { money: SubscriptionMoney | null }) {
  const intl = useIntl();
  const format = useNumberFormat();
  if (!money) return null;
  const amount = format.money(usd(money.amount));
  return (
    <Muted data-sensitive="">
      {money.state === 'paid'
        ? intl.formatMessage(moneyMessages.paid, {
            amount,
            date: formatDate(money.at, intl.locale),
          })
        : intl.formatMessage(moneyMessages.held, { amount })}
    </Muted>
  );
}

/**
 * The client's IPO holdings with their state. Listed ones show their market value, profit or loss
 * and Sell; a subscription awaiting allocation or allocated shares not listed yet have no market
 * price, so they show what they cost and their state in words, and cannot be sold. Buy more while
 * a subscription is open.
 */
export function MyIpoPage() {
  const intl = useIntl();
  const format = useNumberFormat();
  const locale = usePreferences((s) => s.locale);
  const holdings = useGetMyIpo({ query: { select: selectMyIpo } });
  const anyPending = holdings.data?.some((row) => row.status === 'pending') ?? false;
  // Whether a subscription's money already left the wallet or is held: its own transactions say.
  const moneyOf = useSubscriptionMoney(anyPending);
  // Lot sizes and open subscriptions for "Buy more"; the page works without them.
  const calendar = useIpoCalendar();
  const [selling, setSelling] = useState<MyIpo | null>(null);
  const [buying, setBuying] = useState<Ipo | null>(null);
  // Held by the page, so an order confirmed again after a lost answer keeps its key.
  const buyKeys = useIdempotencyKey();
  const sellKeys = useIdempotencyKey();
  const notListed = (
    <span title={intl.formatMessage(messages.notListed)}>
      <span aria-hidden="true">{MISSING_VALUE}</span>
      <span className="visually-hidden">{intl.formatMessage(messages.notListed)}</span>
    </span>
  );

  const columns: TableColumn<MyIpo>[] = [
    {
      key: 'company',
      header: intl.formatMessage(ipoMessages.company),
      render: (row) => (
        <Holding>
          <strong>{row.company}</strong>
          <Muted>{row.ticker}</Muted>
          <StatusBadge
            status={row.status}
            label={holdingStatusLabel(intl, row.status)}
            tone={isSellable(row) ? 'success' : row.status === 'pending' ? 'warning' : 'info'}
          />
          {row.status === 'pending' && <SubscriptionMoneyLine money={moneyOf(row)} />}
        </Holding>
      ),
    },
    {
      key: 'quantity',
      header: intl.formatMessage(ipoMessages.quantity),
      align: 'end',
      render: (row) => <OwnNum>{format.number(row.quantity)}</OwnNum>,
    },
    {
      key: 'average',
      header: intl.formatMessage(messages.averagePrice),
      align: 'end',
      render: (row) => <OwnNum>{format.money(usd(row.average_price))}</OwnNum>,
    },
    {
      key: 'current',
      header: intl.formatMessage(messages.currentPrice),
      align: 'end',
      render: (row) =>
        isSellable(row) ? <OwnNum>{format.money(usd(row.current_price))}</OwnNum> : notListed,
    },
    {
      key: 'value',
      header: intl.formatMessage(messages.value),
      align: 'end',
      // Before the listing there is no market value: what the shares cost is what they are worth.
      render: (row) => (
        <MoneyText
          value={usd(
            isSellable(row)
              ? holdingResult(row.quantity, row.average_price, row.current_price).value
              : orderAmount(row.quantity, row.average_price),
          )}
        />
      ),
    },
    {
      key: 'pnl',
      header: intl.formatMessage(messages.pnl),
      align: 'end',
      render: (row) => {
        if (!isSellable(row)) return notListed;
        const result = holdingResult(row.quantity, row.average_price, row.current_price);
        return <PnlChange amount={usd(result.pnl)} percent={result.pnlPercent} />;
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
            {ipo && isOpen(ipo) && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setBuying(ipo)}
                aria-label={intl.formatMessage(ipoMessages.buyNamed, { company: row.company })}
              >
                {intl.formatMessage(ipoMessages.buy)}
              </Button>
            )}
            {isSellable(row) && (
              <Button
                size="sm"
                onClick={() => setSelling(row)}
                aria-label={intl.formatMessage(ipoMessages.sellNamed, { company: row.company })}
              >
                {intl.formatMessage(ipoMessages.sell)}
              </Button>
            )}
          </Row>
        );
      },
    },
  ];

  const table = (rows: MyIpo[], loading = false) => (
    <Table
      columns={columns}
      rows={rows}
      rowKey="stock_id"
      caption={intl.formatMessage(messages.caption)}
      captionHidden
      loading={loading}
      loadingLabel={intl.formatMessage(ipoMessages.loading)}
      minWidth={900}
    />
  );

  return (
    <IpoPageLayout section="myIpo">
      <QueryStates
        query={holdings}
        loading={table([], true)}
        error={{
          title: intl.formatMessage(ipoMessages.loadFailedTitle),
          description: intl.formatMessage(ipoMessages.loadFailedText),
        }}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(messages.emptyTitle)}
            description={intl.formatMessage(messages.emptyText)}
            action={
              <Link to={paths.ipoCalendar.href(locale)}>
                {intl.formatMessage(ipoMessages.toCalendar)}
              </Link>
            }
          />
        }
      >
        {(list) => table(list)}
      </QueryStates>
      {/* Under the table: arriving with the holdings, it moves nothing above it. */}
      {anyPending && <Muted>{intl.formatMessage(messages.partial)}</Muted>}
      {selling && <SellModal holding={selling} keys={sellKeys} onClose={() => setSelling(null)} />}
      {buying && <BuyModal ipo={buying} keys={buyKeys} onClose={() => setBuying(null)} />}
    </IpoPageLayout>
  );
}
