import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Ipo, MyIpo } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { MoneyText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { StatusBadge } from '@/design-system/StatusBadge';
import { Table, type TableColumn } from '@/design-system/Table';
import { formatDate } from '@/lib/format';
import { MISSING_VALUE } from '@/lib/money';
import { holdingResult, orderAmount } from './ipoMath';
import { usd } from './ipoMoney';
import { isOpen, isSellable } from './ipoStatus';
import { ipoMessages } from './messages';
import { PnlChange } from './PnlChange';
import { holdingStatusLabel } from './useIpoText';
import type { SubscriptionMoney } from './subscriptionMoney';
import { Muted, OwnNum, Row } from './Figures';

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

/** What the holdings table needs besides its rows. */
interface HoldingsProps {
  /** Whether a subscription's money is paid or held, once its transactions say. */
  moneyOf: (row: MyIpo) => SubscriptionMoney | null;
  /** The open IPO of a holding ("Buy more"), once the calendar is in. */
  ipoOf: (stockId: number) => Ipo | undefined;
  onBuy: (ipo: Ipo) => void;
  onSell: (holding: MyIpo) => void;
}

/** A figure that has no value before the listing: a dash, said in words to screen readers. */
function NotListed() {
  const intl = useIntl();
  return (
    <span title={intl.formatMessage(messages.notListed)}>
      <span aria-hidden="true">{MISSING_VALUE}</span>
      <span className="visually-hidden">{intl.formatMessage(messages.notListed)}</span>
    </span>
  );
}

/** The company, its ticker and its state; a pending subscription's money under it. */
function HoldingCell({ row, money }: { row: MyIpo; money: () => SubscriptionMoney | null }) {
  const intl = useIntl();
  return (
    <Holding>
      <strong>{row.company}</strong>
      <Muted>{row.ticker}</Muted>
      <StatusBadge
        status={row.status}
        label={holdingStatusLabel(intl, row.status)}
        tone={isSellable(row) ? 'success' : row.status === 'pending' ? 'warning' : 'info'}
      />
      {row.status === 'pending' && <SubscriptionMoneyLine money={money()} />}
    </Holding>
  );
}

/** Buy more (while its IPO is open) and Sell (once listed), each naming the company. */
function HoldingActions({
  row,
  ipo,
  onBuy,
  onSell,
}: { row: MyIpo; ipo: Ipo | undefined } & Pick<HoldingsProps, 'onBuy' | 'onSell'>) {
  const intl = useIntl();
  return (
    <Row style={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
      {ipo && isOpen(ipo) && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onBuy(ipo)}
          aria-label={intl.formatMessage(ipoMessages.buyNamed, { company: row.company })}
        >
          {intl.formatMessage(ipoMessages.buy)}
        </Button>
      )}
      {isSellable(row) && (
        <Button
          size="sm"
          onClick={() => onSell(row)}
          aria-label={intl.formatMessage(ipoMessages.sellNamed, { company: row.company })}
        >
          {intl.formatMessage(ipoMessages.sell)}
        </Button>
      )}
    </Row>
  );
}

/** The columns of the holdings: the company and its state, the figures, Buy more and Sell. */
function useHoldingColumns({ moneyOf, ipoOf, onBuy, onSell }: HoldingsProps) {
  const intl = useIntl();
  const format = useNumberFormat();

  const columns: TableColumn<MyIpo>[] = [
    {
      key: 'company',
      header: intl.formatMessage(ipoMessages.company),
      render: (row) => <HoldingCell row={row} money={() => moneyOf(row)} />,
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
        isSellable(row) ? <OwnNum>{format.money(usd(row.current_price))}</OwnNum> : <NotListed />,
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
        if (!isSellable(row)) return <NotListed />;
        const result = holdingResult(row.quantity, row.average_price, row.current_price);
        return <PnlChange amount={usd(result.pnl)} percent={result.pnlPercent} />;
      },
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{intl.formatMessage(ipoMessages.actions)}</span>,
      align: 'end',
      render: (row) => (
        <HoldingActions row={row} ipo={ipoOf(row.stock_id)} onBuy={onBuy} onSell={onSell} />
      ),
    },
  ];

  return columns;
}

/** The client's IPO holdings as a table (its own placeholder rows while `loading`). */
export function HoldingsTable({
  rows,
  loading = false,
  ...props
}: HoldingsProps & { rows: MyIpo[]; loading?: boolean }) {
  const intl = useIntl();
  const columns = useHoldingColumns(props);
  return (
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
}
