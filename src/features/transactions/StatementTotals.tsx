import { useIntl } from 'react-intl';
import { MoneyText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { MISSING_VALUE } from '@/lib/money';
import { txMessages } from './messages';
import { Note, TotalsList } from './PrintStatement.styles';
import type { CurrencyTotals } from './statement';

/**
 * The statement's sums, one line per currency (never added together): credits and debits. A
 * list rather than a table, so the transactions stay the statement's one table.
 */
export function StatementTotals({ totals }: { totals: CurrencyTotals[] }) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  if (totals.length === 0) return null;
  return (
    <div>
      <h3>{intl.formatMessage(txMessages.totals)}</h3>
      <TotalsList>
        {totals.map(({ currency, credits, debits }) => (
          <div key={currency}>
            <dt>{fmt.currencyName(currency) || MISSING_VALUE}</dt>
            <dd>
              <span>{intl.formatMessage(txMessages.credits)}</span>
              <MoneyText value={credits} sign="always" tone={credits.amount ? 'in' : 'neutral'} />
            </dd>
            <dd>
              <span>{intl.formatMessage(txMessages.debits)}</span>
              <MoneyText value={debits} sign="always" tone={debits.amount ? 'out' : 'neutral'} />
            </dd>
          </div>
        ))}
      </TotalsList>
      <Note>{intl.formatMessage(txMessages.totalsNote)}</Note>
    </div>
  );
}
