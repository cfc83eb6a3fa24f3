import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Ipo, MyIpo } from '@/api/generated/model';
import { useGetMyIpo } from '@/api/generated/ipo/ipo';
import { selectMyIpo } from '@/api/readers/ipo';
import { useIdempotencyScope } from '@/form/money';
import { QueryStates } from '@/page/QueryStates';
import { BuyModal } from './BuyModal';
import { HoldingsTable } from './HoldingsTable';
import { EmptyToCalendar } from './EmptyToCalendar';
import { IpoPageLayout } from './IpoPageLayout';
import { ipoMessages } from './messages';
import { SellModal } from './SellModal';
import { findIpo, useIpoCalendar } from './useIpoData';
import { useSubscriptionMoney } from './subscriptionMoney';
import { Muted } from './Figures';

const messages = defineMessages({
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

/**
 * The client's IPO holdings with their state. Listed ones show their market value, profit or loss
 * and Sell; a subscription awaiting allocation or allocated shares not listed yet have no market
 * price, so they show what they cost and their state in words, and cannot be sold. Buy more while
 * a subscription is open.
 */
export function MyIpoPage() {
  const intl = useIntl();
  const holdings = useGetMyIpo({ query: { select: selectMyIpo } });
  const anyPending = holdings.data?.some((row) => row.status === 'pending') ?? false;
  // Whether a subscription's money already left the wallet or is held: its own transactions say.
  const moneyOf = useSubscriptionMoney(anyPending);
  // Lot sizes and open subscriptions for "Buy more"; the page works without them.
  const calendar = useIpoCalendar();
  const [selling, setSelling] = useState<MyIpo | null>(null);
  const [buying, setBuying] = useState<Ipo | null>(null);
  // Held by the page, so an order confirmed again after a lost answer keeps its key.
  const buyKeys = useIdempotencyScope();
  const sellKeys = useIdempotencyScope();
  const table = (rows: MyIpo[], loading = false) => (
    <HoldingsTable
      rows={rows}
      loading={loading}
      moneyOf={moneyOf}
      ipoOf={(stockId) => findIpo(calendar.data, stockId)}
      onBuy={setBuying}
      onSell={setSelling}
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
          <EmptyToCalendar
            title={intl.formatMessage(messages.emptyTitle)}
            text={intl.formatMessage(messages.emptyText)}
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
