import { defineMessages, useIntl } from 'react-intl';
import type { InvestorHolding } from '@/api/generated/model';
import { MoneyText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { Table, type TableColumn } from '@/design-system/Table';
import { money } from '@/lib/money';
import { INVESTOR_CURRENCY } from './currency';
import { Change, Ticker } from './InvestorSection';

const messages = defineMessages({
  company: { id: 'investor.holdings.company', defaultMessage: 'Company' },
  quantity: { id: 'investor.holdings.quantity', defaultMessage: 'Quantity' },
  value: { id: 'investor.holdings.value', defaultMessage: 'Value' },
  change: { id: 'investor.holdings.change', defaultMessage: 'Change' },
  up: { id: 'investor.holdings.up', defaultMessage: 'up' },
  down: { id: 'investor.holdings.down', defaultMessage: 'down' },
});

export interface HoldingsTableProps {
  holdings: InvestorHolding[];
  loading: boolean;
  loadingLabel: string;
  caption: string;
}

const ARROW_UP = 'M6 2l4 6H2z';
const ARROW_DOWN = 'M6 10L2 4h8z';

/** The change in percent: its sign, an arrow and a hidden word say the direction, colour repeats it. */
function PercentChange({ value }: { value: number }) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const tone = value > 0 ? 'positive' : value < 0 ? 'negative' : 'neutral';
  return (
    <Change $tone={tone}>
      {value !== 0 && (
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d={value > 0 ? ARROW_UP : ARROW_DOWN} fill="currentColor" />
        </svg>
      )}
      {value !== 0 && (
        <span className="visually-hidden">
          {intl.formatMessage(value > 0 ? messages.up : messages.down)}
        </span>
      )}
      {fmt.percent(value, 'always')}
    </Change>
  );
}

/** The holdings of the investor area: company and ticker, quantity, value and change in percent. */
export function HoldingsTable({ holdings, loading, loadingLabel, caption }: HoldingsTableProps) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const columns: TableColumn<InvestorHolding>[] = [
    {
      key: 'company',
      header: intl.formatMessage(messages.company),
      render: (row) => (
        <>
          {row.company}
          <Ticker>{row.ticker}</Ticker>
        </>
      ),
    },
    {
      key: 'quantity',
      header: intl.formatMessage(messages.quantity),
      align: 'end',
      render: (row) => <span data-sensitive="">{fmt.number(row.quantity)}</span>,
    },
    {
      key: 'value',
      header: intl.formatMessage(messages.value),
      align: 'end',
      render: (row) => <MoneyText value={money(row.value, INVESTOR_CURRENCY)} />,
    },
    {
      key: 'change_percent',
      header: intl.formatMessage(messages.change),
      align: 'end',
      render: (row) => <PercentChange value={row.change_percent} />,
    },
  ];
  return (
    <Table
      columns={columns}
      rows={holdings}
      rowKey="ticker"
      caption={caption}
      captionHidden
      loading={loading}
      loadingRows={3}
      loadingLabel={loadingLabel}
      minWidth={480}
    />
  );
}
