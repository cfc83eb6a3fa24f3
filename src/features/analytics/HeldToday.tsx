import { useId } from 'react';
import styled from 'styled-components';
import { MoneyText } from '@/design-system/MoneyText';
import { sumByCurrency, type Money } from '@/lib/money';

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Amounts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[5]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/**
 * Amounts in their own currencies, one item each and none added to another: what a scope holds
 * today when its history cannot be drawn as one currency. Nothing while the holdings are not known.
 */
export function HeldToday({ held, label }: { held: Money[] | null; label: string }) {
  const labelId = useId();
  if (!held || held.length === 0) return null;
  return (
    <div>
      <Label id={labelId}>{label}</Label>
      <Amounts aria-labelledby={labelId} data-sensitive="">
        {sumByCurrency(held).map((amount) => (
          <li key={amount.currency}>
            <MoneyText value={amount} />
          </li>
        ))}
      </Amounts>
    </div>
  );
}
