import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Analytics } from '@/api/generated/model';
import { MoneyText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { MISSING_VALUE, money } from '@/lib/money';
import { includesText, sideBySide, type Holdings } from './conversion';
import { reportingCurrency } from './reporting';
import { allocationScope, scopeConversion } from './summaries';

const Block = styled.span<{ $inline: boolean }>`
  display: ${({ $inline }) => ($inline ? 'inline-flex' : 'grid')};
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  justify-items: end;
`;

const Note = styled.span<{ $inline: boolean }>`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: ${({ $inline }) => ($inline ? 'start' : 'end')};
`;

export interface AllocationAmountProps {
  analytics: Analytics;
  holdings: Holdings;
  row: Analytics['allocation'][number];
  /** In a legend's line (the note follows the amount) rather than a table's cell. */
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
  return (
    <Block $inline={inline}>
      {total}
      <Note $inline={inline} data-sensitive="">
        {includesText(intl, fmt, analytics, conversion, held)}
      </Note>
    </Block>
  );
}
