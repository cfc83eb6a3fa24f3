import { useEffect, useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { AccountView, PositionView } from '@/api/readers/tradingAccount';
import { MoneyText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { Table, type TableColumn } from '@/design-system/Table';
import { formatDateTime } from '@/lib/format';
import { money } from '@/lib/money';
import { QueryStates } from '@/page/QueryStates';
import { detailMessages } from './detailMessages';
import { MarginFigures } from './MarginFigures';
import { positionMessages as m } from './runsMessages';
import type { useAccountRuns } from './useAccountRuns';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Updated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[6]}`};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
  dd {
    margin: 0;
  }
`;

const Num = styled.span`
  font-variant-numeric: tabular-nums;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MINUTE = 60_000;

/** "just now", "3 minutes ago": said again every half minute, so it stays true while read. */
function useReadAgo(at: number): string {
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  // A reading newer than `now` reads "just now" until the next tick.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE / 2);
    return () => clearInterval(timer);
  }, []);
  const minutes = Math.floor(Math.max(0, now - at) / MINUTE);
  return minutes < 1
    ? intl.formatMessage(m.justNow)
    : intl.formatRelativeTime(-minutes, 'minute', { numeric: 'auto' });
}

const sum = (values: number[]): number =>
  Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

const tone = (amount: number) => (amount > 0 ? 'in' : amount < 0 ? 'out' : 'neutral');

/** The positions' columns: symbol, side, volume, prices, swap and profit. */
function positionColumns(
  t: IntlShape['formatMessage'],
  format: ReturnType<typeof useNumberFormat>,
): TableColumn<PositionView>[] {
  return [
    { key: 'symbol', header: t(m.symbol) },
    {
      key: 'side',
      header: t(m.side),
      render: (r) => t(r.side === 'buy' ? detailMessages.buy : detailMessages.sell),
    },
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
      key: 'current_price',
      header: t(m.currentPrice),
      align: 'end',
      render: (r) => <Num>{format.price(r.current_price)}</Num>,
    },
    { key: 'swap', header: t(m.swap), align: 'end', render: (r) => <MoneyText value={r.swap} /> },
    {
      key: 'profit',
      header: t(m.profit),
      align: 'end',
      render: (r) => <MoneyText value={r.profit} sign="always" tone={tone(r.profit.amount)} />,
    },
  ];
}

/** The sums of the positions' swaps and profits, in the account's currency. */
function PositionTotals({ rows, currency }: { rows: PositionView[]; currency: string }) {
  const t = useIntl().formatMessage;
  const swap = money(sum(rows.map((r) => r.swap.amount)), currency);
  const profit = money(sum(rows.map((r) => r.profit.amount)), currency);
  return (
    <Totals>
      <div>
        <dt>{t(m.swap)}</dt>
        <dd>
          <MoneyText value={swap} />
        </dd>
      </div>
      <div>
        <dt>{t(m.total)}</dt>
        <dd>
          <MoneyText value={profit} sign="always" tone={tone(profit.amount)} />
        </dd>
      </div>
    </Totals>
  );
}

function PositionsTable({
  rows,
  currency,
  loading = false,
}: {
  rows: PositionView[];
  currency: string;
  /** Placeholder rows in the loaded table's shape, and no totals yet. */
  loading?: boolean;
}) {
  const t = useIntl().formatMessage;
  const format = useNumberFormat();
  const table = (
    <Table
      caption={t(m.positions)}
      captionHidden
      columns={positionColumns(t, format)}
      rows={rows}
      rowKey="id"
      minWidth={720}
      loading={loading}
      loadingRows={3}
      loadingLabel={t(m.loading)}
    />
  );
  if (loading) return <>{table}</>;
  return (
    <>
      {table}
      <PositionTotals rows={rows} currency={currency} />
    </>
  );
}

/**
 * "Margin and open positions" on an account's page (calls 55–57 offered): the account's margin
 * figures, its open positions as a table (cards on phones) with their total, and when they were
 * read; read again whenever the page regains focus. Nothing at all while the backend has not
 * shown it offers them, and never on one that does not.
 */
export function OpenPositions({
  account,
  runs,
}: {
  account: AccountView;
  runs: ReturnType<typeof useAccountRuns>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { positions, offered } = runs;
  const ago = useReadAgo(positions.dataUpdatedAt);
  const titleId = useId();
  if (!offered) return null;
  return (
    <Section aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>{t(m.title)}</h2>
        {positions.data && (
          <Updated>
            <time
              dateTime={new Date(positions.dataUpdatedAt).toISOString()}
              title={formatDateTime(positions.dataUpdatedAt, intl.locale)}
            >
              {intl.formatMessage(m.updated, { when: ago })}
            </time>
          </Updated>
        )}
      </Head>
      {sentRunsFigures(account) && <MarginFigures account={account} />}
      <QueryStates
        query={positions}
        loading={<PositionsTable rows={[]} currency={account.currency.code} loading />}
        error={{ title: t(m.error), headingLevel: 3 }}
        isEmpty={(rows) => rows.length === 0}
        empty={<Empty>{t(m.empty)}</Empty>}
      >
        {(rows) => <PositionsTable rows={rows} currency={account.currency.code} />}
      </QueryStates>
    </Section>
  );
}

/** The account sent at least one margin figure to show. */
const sentRunsFigures = (account: AccountView): boolean =>
  account.margin !== undefined ||
  account.free_margin !== undefined ||
  account.margin_level !== undefined;
