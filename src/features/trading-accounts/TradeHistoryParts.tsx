import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { TradeView } from '@/api/readers/tradingAccount';
import { Button } from '@/design-system/Button';
import { DateField, EARLIEST_DAY, LATEST_DAY } from '@/design-system/DateField';
import { MoneyText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { Table, type TableColumn } from '@/design-system/Table';
import { validationMessages } from '@/form';
import { formatDate, formatDateTime } from '@/lib/format';
import { detailMessages as m } from './detailMessages';

const Filters = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & > div {
    flex: 1 1 170px;
    max-width: 240px;
  }
`;

const Num = styled.span`
  font-variant-numeric: tabular-nums;
`;

interface HistoryFiltersProps {
  from: string | undefined;
  to: string | undefined;
  /** A new bound (an empty string clears it). */
  onBound: (key: 'from' | 'to', value: string) => void;
  onClear: () => void;
}

/** The period of the history: from and to days, and a button that clears them. */
export function HistoryFilters({ from, to, onBound, onClear }: HistoryFiltersProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const rangeMessage = (min: string, max: string) =>
    intl.formatMessage(validationMessages.dateRange as MessageDescriptor, {
      min: formatDate(min, intl.locale),
      max: formatDate(max, intl.locale),
    });
  return (
    <Filters>
      <legend>{t(m.period)}</legend>
      <DateField
        label={t(m.from)}
        value={from ?? ''}
        max={to}
        outOfRangeMessage={rangeMessage(EARLIEST_DAY, to ?? LATEST_DAY)}
        onValueChange={(day) => onBound('from', day ?? '')}
      />
      <DateField
        label={t(m.to)}
        value={to ?? ''}
        min={from}
        outOfRangeMessage={rangeMessage(from ?? EARLIEST_DAY, LATEST_DAY)}
        onValueChange={(day) => onBound('to', day ?? '')}
      />
      {(from || to) && (
        <Button variant="secondary" onClick={onClear}>
          {t(m.clear)}
        </Button>
      )}
    </Filters>
  );
}

/** The history's columns: closed, symbol, side, volume, open and close price, signed profit. */
function useTradeColumns(): TableColumn<TradeView>[] {
  const intl = useIntl();
  const t = intl.formatMessage;
  const format = useNumberFormat();
  return [
    {
      key: 'closed_at',
      header: t(m.closed),
      render: (r) => <time dateTime={r.closed_at}>{formatDateTime(r.closed_at, intl.locale)}</time>,
    },
    { key: 'symbol', header: t(m.symbol) },
    { key: 'side', header: t(m.side), render: (r) => t(r.side === 'buy' ? m.buy : m.sell) },
    {
      key: 'volume',
      header: t(m.volume),
      align: 'end',
      render: (r) => <Num>{format.number(r.volume)}</Num>,
    },
    {
      key: 'open_price',
      header: t(m.openPrice),
      align: 'end',
      render: (r) => <Num>{format.price(r.open_price)}</Num>,
    },
    {
      key: 'close_price',
      header: t(m.closePrice),
      align: 'end',
      render: (r) => <Num>{format.price(r.close_price)}</Num>,
    },
    {
      key: 'profit',
      header: t(m.profit),
      align: 'end',
      render: (r) => (
        <MoneyText
          value={r.profit}
          sign="always"
          tone={r.profit.amount > 0 ? 'in' : r.profit.amount < 0 ? 'out' : 'neutral'}
        />
      ),
    },
  ];
}

/** The closed trades as a table; while `loading`, five placeholder rows. */
export function TradeHistoryTable({
  rows,
  loading = false,
}: {
  rows: TradeView[];
  loading?: boolean;
}) {
  const t = useIntl().formatMessage;
  const columns = useTradeColumns();
  return (
    <Table
      caption={t(m.history)}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey="id"
      loading={loading}
      loadingRows={5}
      loadingLabel={t(m.loading)}
      empty={t(m.empty)}
      minWidth={720}
    />
  );
}
