import { useIntl } from 'react-intl';
import { MoneyText, SensitiveText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { MISSING_VALUE } from '@/lib/money';
import { txMessages } from './messages';
import { Note, TotalsList } from './PrintStatement.styles';
import { hasPending, type CurrencyTotals } from './statement';

/**
 * The statement's sums, one line per currency (never added together): completed credits and
 * debits, and what is still pending apart from them. A list rather than a table, so the
 * transactions stay the statement's one table.
 */
export function StatementTotals({ totals }: { totals: CurrencyTotals[] }) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  if (totals.length === 0) return null;
  return (
    <div>
      <h3>{intl.formatMessage(txMessages.totals)}</h3>
      <TotalsList>
        {totals.map((line) => (
          <div key={line.currency}>
            <dt>{fmt.currencyName(line.currency) || MISSING_VALUE}</dt>
            <dd>
              <span>{intl.formatMessage(txMessages.credits)}</span>
              <MoneyText
                value={line.credits}
                sign="always"
                tone={line.credits.amount ? 'in' : 'neutral'}
              />
            </dd>
            <dd>
              <span>{intl.formatMessage(txMessages.debits)}</span>
              <MoneyText
                value={line.debits}
                sign="always"
                tone={line.debits.amount ? 'out' : 'neutral'}
              />
            </dd>
            {hasPending(line) && (
              <dd data-pending="">
                <SensitiveText
                  text={intl.formatMessage(txMessages.pendingTotals, {
                    in: fmt.money(line.pendingCredits, 'always'),
                    out: fmt.money(line.pendingDebits, 'always'),
                  })}
                />
              </dd>
            )}
          </div>
        ))}
      </TotalsList>
      <Note>{intl.formatMessage(txMessages.totalsNote)}</Note>
    </div>
  );
}
