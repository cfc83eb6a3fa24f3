import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Analytics } from '@/api/generated/model';
import { MoneyText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { MISSING_VALUE, money } from '@/lib/money';
import { includesText, sideBySide, type Holdings } from './conversion';
import { reportingCurrency } from './reporting';
import { allocationScope, scopeConversion } from './summaries';

const Cell = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: end;
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: end;
`;

/** In a legend's line: on a line of its own after the amount and the share. */
const LegendNote = styled(Note)`
  order: 1;
  flex-basis: 100%;
  text-align: start;
`;

export interface AllocationAmountProps {
  analytics: Analytics;
  holdings: Holdings;
  row: Analytics['allocation'][number];
  /**
   * In a legend's line (a flex row: the note takes a line of its own at its end) rather than a
   * table's cell.
   */
  inline?: boolean;
}

/**
 * What one part of the allocation holds today. In the reporting currency when that is all it
 * holds; with the amounts in other currencies and their rates when it adds them ("Includes
 * € 2,500.00 at 1.09 USD per EUR, rates of …"); the amounts side by side ("$ 12,345.60 +
 * € 2,500.00"), not their sum, when the answer does not state the rates.
 */
export function AllocationAmount({
  analytics,
  holdings,
  row,
  inline = false,
}: AllocationAmountProps) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const scope = allocationScope(row.label);
  const held = scope ? holdings[scope] : null;
  const conversion = scopeConversion(analytics, holdings, scope);
  const total = <MoneyText value={money(row.value, reportingCurrency(analytics))} />;
  if (conversion.kind === 'none') return total;
  if (conversion.kind === 'unstated')
    return <span data-sensitive="">{held ? sideBySide(fmt, held) : MISSING_VALUE}</span>;
  const note = includesText(intl, fmt, analytics, conversion, held);
  if (inline)
    return (
      <>
        {total}
        <LegendNote data-sensitive="">{note}</LegendNote>
      </>
    );
  return (
    <Cell>
      {total}
      <Note data-sensitive="">{note}</Note>
    </Cell>
  );
}
