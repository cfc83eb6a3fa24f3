import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Transaction } from '@/api/generated/model';
import type { WalletView } from '@/api/readers/wallet';
import { movementOf, TransactionAmount } from '@/design-system/TransactionRow';
import { formatDateTime } from '@/lib/format';
import { money, MISSING_VALUE } from '@/lib/money';
import { lookup } from '@/lib/tolerant';
import type { TransactionFilters } from './filters';
import { statusLabels, typeLabels } from './labels';
import { txMessages } from './messages';
import { Filters, Grid, Head, Note, Sheet } from './PrintStatement.styles';
import { totalsByCurrency } from './statement';
import { StatementTotals } from './StatementTotals';

export interface PrintStatementProps {
  /** The transactions printed: all of the filter, or the page shown when `complete` is false. */
  rows: Transaction[];
  /** `rows` hold every transaction of the filter: the totals are printed. */
  complete: boolean;
  /** The page shown and the number of pages, named when only that page prints. */
  page: number;
  pages: number;
  filters: TransactionFilters;
  wallets: WalletView[];
  /** The client's name in the heading. */
  clientName: string;
  /** When the rows were fetched. */
  preparedAt: Date;
}

/** The statement's period in words: from and to, either open, or all dates. */
function periodText(intl: IntlShape, filters: TransactionFilters): string {
  const day = (value: string | undefined, open: string) =>
    value
      ? intl.formatDate(`${value}T00:00:00Z`, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })
      : open;
  return filters.from || filters.to
    ? intl.formatMessage(txMessages.period, {
        from: day(filters.from, intl.formatMessage(txMessages.openStart)),
        to: day(filters.to, intl.formatMessage(txMessages.openEnd)),
      })
    : intl.formatMessage(txMessages.allDates);
}

/** The filter in words: each term with its value, or null where it is not filtered. */
function filterTerms(intl: IntlShape, filters: TransactionFilters, wallets: WalletView[]) {
  const types = typeLabels(intl);
  const statuses = statusLabels(intl);
  const wallet = wallets.find((w) => w.id === filters.wallet);
  return [
    [
      txMessages.type,
      filters.type ? (lookup(types, filters.type) ?? filters.type) : null,
      txMessages.allTypes,
    ],
    [
      txMessages.status,
      filters.status ? (lookup(statuses, filters.status) ?? filters.status) : null,
      txMessages.allStatuses,
    ],
    [
      txMessages.wallet,
      filters.wallet === undefined
        ? null
        : wallet
          ? `${wallet.name} · ${wallet.currency}`
          : String(filters.wallet),
      txMessages.allWallets,
    ],
  ] as const;
}

/** Every printed transaction in columns that fit A4 portrait. */
function PrintGrid({ rows, wallets }: { rows: Transaction[]; wallets: WalletView[] }) {
  const intl = useIntl();
  const types = typeLabels(intl);
  const statuses = statusLabels(intl);
  const walletNames = new Map(wallets.map((w) => [w.id, w.name] as const));
  return (
    <Grid>
      <caption>{intl.formatMessage(txMessages.count, { count: rows.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(txMessages.date)}</th>
          <th scope="col">{intl.formatMessage(txMessages.type)}</th>
          <th scope="col">{intl.formatMessage(txMessages.status)}</th>
          <th scope="col" data-align="end">
            {intl.formatMessage(txMessages.amount)}
          </th>
          <th scope="col">{intl.formatMessage(txMessages.wallet)}</th>
          <th scope="col">{intl.formatMessage(txMessages.method)}</th>
          <th scope="col">{intl.formatMessage(txMessages.comment)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.id}>
            <td>
              <time dateTime={t.created_at}>{formatDateTime(t.created_at, intl.locale)}</time>
            </td>
            <td>{lookup(types, t.type) ?? t.type}</td>
            <td>{lookup(statuses, t.status) ?? t.status}</td>
            <td data-align="end">
              <TransactionAmount amount={money(t.amount, t.currency)} movement={movementOf(t)} />
            </td>
            <td data-wrap="anywhere">{walletNames.get(t.wallet_id) ?? String(t.wallet_id)}</td>
            <td data-wrap="anywhere">{t.method ?? MISSING_VALUE}</td>
            <td data-wrap="anywhere">{t.comment || MISSING_VALUE}</td>
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}

/**
 * The printed statement: hidden on screen, the only thing that prints (see `PrintStyle`). Headed
 * by the client's name, the period and the filter in words; the sums of credits and of debits per
 * currency; then every transaction in columns that fit A4 portrait.
 */
export function PrintStatement({
  rows,
  complete,
  page,
  pages,
  filters,
  wallets,
  clientName,
  preparedAt,
}: PrintStatementProps) {
  const intl = useIntl();
  const titleId = useId();

  return (
    <Sheet data-print-root="" aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>{intl.formatMessage(txMessages.statementFor, { name: clientName })}</h2>
        <p>{periodText(intl, filters)}</p>
        <Filters>
          {filterTerms(intl, filters, wallets).map(([term, value, all]) => (
            <div key={term.id}>
              <dt>{intl.formatMessage(term)}</dt>
              <dd>{value ?? intl.formatMessage(all)}</dd>
            </div>
          ))}
        </Filters>
        <Note>
          {intl.formatMessage(txMessages.preparedOn, {
            date: intl.formatDate(preparedAt, { dateStyle: 'long', timeStyle: 'short' }),
          })}
        </Note>
      </Head>

      {complete ? (
        <StatementTotals totals={totalsByCurrency(rows)} />
      ) : (
        pages > 1 && <Note>{intl.formatMessage(txMessages.partial, { page, pages })}</Note>
      )}

      <PrintGrid rows={rows} wallets={wallets} />
    </Sheet>
  );
}
