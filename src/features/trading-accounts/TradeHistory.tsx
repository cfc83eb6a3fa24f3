import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetTradingAccountHistory } from '@/api/generated/trading/trading';
import { historySelector } from '@/api/readers/tradingAccount';
import { Pagination } from '@/design-system/Pagination';
import { QueryStates } from '@/page/QueryStates';
import { detailMessages as m } from './detailMessages';
import { HistoryFilters, TradeHistoryTable } from './TradeHistoryParts';

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

/** The history query of the URL and a way to change some of its keys (an empty value drops one). */
function useHistoryParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return { query: readHistoryQuery(params), update };
}

/**
 * The closed trades of one account as a table, with a date range and pages kept in the URL. A
 * profit is signed as transactions are ("+" a gain, "−" a loss), in the account's currency.
 */
export function TradeHistory({ accountId, currency }: TradeHistoryProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const select = useMemo(() => historySelector(currency), [currency]);
  const { query, update } = useHistoryParams();
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

  return (
    // Not a landmark of its own: the table's scroll region already carries the name.
    <Section>
      <h2>{t(m.history)}</h2>
      <HistoryFilters
        from={query.from}
        to={query.to}
        // A new period starts at its first page.
        onBound={(key, value) => update({ [key]: value, page: undefined })}
        onClear={() => update({ from: undefined, to: undefined, page: undefined })}
      />
      <QueryStates
        query={history}
        // The shape of the loaded state (a fragment, the table first): the table stays one element.
        loading={
          <>
            <TradeHistoryTable rows={[]} loading />
          </>
        }
        error={{ title: t(m.error), headingLevel: 3 }}
      >
        {(page) => (
          <>
            <TradeHistoryTable rows={page.data} />
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
