import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetTradingAccountHistory } from '@/api/generated/trading/trading';
import { historySelector, type TradeView } from '@/api/readers/tradingAccount';
import { Button } from '@/design-system/Button';
import { DateField, EARLIEST_DAY, LATEST_DAY } from '@/design-system/DateField';
import { MoneyText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { Pagination } from '@/design-system/Pagination';
import { Table, type TableColumn } from '@/design-system/Table';
import { validationMessages } from '@/form';
import { formatDate, formatDateTime } from '@/lib/format';
import { QueryStates } from '@/page/QueryStates';
import { detailMessages as m } from './detailMessages';

export const HISTORY_PER_PAGE = 10;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

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

/** The history query of the URL: `?page=2&from=2026-01-01&to=2026-03-16`, invalid parts dropped. */
export function readHistoryQuery(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    from: ISO_DAY.test(from) ? from : undefined,
    to: ISO_DAY.test(to) ? to : undefined,
  };
}

export interface TradeHistoryProps {
  accountId: number;
  /** The account's ISO currency code: every profit is in it. */
  currency: string;
}

/**
 * The closed trades of one account as a table, with a date range and pages kept in the URL. A
 * profit is signed as transactions are ("+" a gain, "−" a loss), in the account's currency.
 */
export function TradeHistory({ accountId, currency }: TradeHistoryProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const format = useNumberFormat();
  const select = useMemo(() => historySelector(currency), [currency]);
  const [params, setParams] = useSearchParams();
  const query = readHistoryQuery(params);
  const history = useGetTradingAccountHistory(
    {
      trading_account_id: accountId,
      page: query.page,
      per_page: HISTORY_PER_PAGE,
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
    },
    { query: { select } },
  );

  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  // A new period starts at its first page.
  const setBound = (key: 'from' | 'to', value: string) => update({ [key]: value, page: undefined });
  const rangeMessage = (min: string, max: string) =>
    intl.formatMessage(validationMessages.dateRange as MessageDescriptor, {
      min: formatDate(min, intl.locale),
      max: formatDate(max, intl.locale),
    });

  const columns: TableColumn<TradeView>[] = [
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

  return (
    // Not a landmark of its own: the table's scroll region already carries the name.
    <Section>
      <h2>{t(m.history)}</h2>
      <Filters>
        <legend>{t(m.period)}</legend>
        <DateField
          label={t(m.from)}
          value={query.from ?? ''}
          max={query.to}
          outOfRangeMessage={rangeMessage(EARLIEST_DAY, query.to ?? LATEST_DAY)}
          onValueChange={(day) => setBound('from', day ?? '')}
        />
        <DateField
          label={t(m.to)}
          value={query.to ?? ''}
          min={query.from}
          outOfRangeMessage={rangeMessage(query.from ?? EARLIEST_DAY, LATEST_DAY)}
          onValueChange={(day) => setBound('to', day ?? '')}
        />
        {(query.from || query.to) && (
          <Button
            variant="secondary"
            onClick={() => update({ from: undefined, to: undefined, page: undefined })}
          >
            {t(m.clear)}
          </Button>
        )}
      </Filters>
      <QueryStates
        query={history}
        // The shape of the loaded state (a fragment, the table first): the table stays one element.
        loading={
          <>
            <Table
              caption={t(m.history)}
              captionHidden
              columns={columns}
              rows={[]}
              rowKey="id"
              loading
              loadingRows={5}
              loadingLabel={t(m.loading)}
              minWidth={720}
            />
          </>
        }
        error={{ title: t(m.error), headingLevel: 3 }}
      >
        {(page) => (
          <>
            <Table
              caption={t(m.history)}
              captionHidden
              columns={columns}
              rows={page.data}
              rowKey="id"
              empty={t(m.empty)}
              minWidth={720}
            />
            <Pagination
              page={page.meta.current_page}
              pageCount={page.meta.last_page}
              onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
              label={t(m.pages)}
              previousLabel={t(m.previous)}
              nextLabel={t(m.next)}
              pageLabel={(n) => intl.formatMessage(m.page, { page: n })}
            />
          </>
        )}
      </QueryStates>
    </Section>
  );
}
