import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Money, Sign } from '@/lib/money';
import { useNumberFormat } from '../NumberFormat';

/** Whether an amount moved money, and which way; `void` for one that did not (rejected, cancelled). */
export type MoneyTone = 'neutral' | 'in' | 'out' | 'void';

const Text = styled.span<{ $tone: MoneyTone }>`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  ${({ $tone, theme }) =>
    $tone === 'in'
      ? css`
          color: ${theme.colors.balancePositive};
        `
      : $tone === 'out'
        ? css`
            color: ${theme.colors.balanceNegative};
          `
        : $tone === 'void'
          ? css`
              color: ${theme.colors.textMuted};
              text-decoration: line-through;
            `
          : ''}
`;

export interface MoneyTextProps {
  /** The amount and its currency. */
  value: Money;
  /**
   * `auto` marks money out only, `always` marks both ways ("+", "−"), `never` none. A `void`
   * amount never carries a sign: no money moved.
   */
  sign?: Sign;
  /** Colour of a direction, always beside a sign or words that say it too; `void` strikes it through. */
  tone?: MoneyTone;
  /** Marks the amount for privacy mode (blurred while it is on). Default true. */
  sensitive?: boolean;
  className?: string;
}

/** One amount in its own currency, on one line, in the client's notation. */
export function MoneyText({
  value,
  sign = 'auto',
  tone = 'neutral',
  sensitive = true,
  className,
}: MoneyTextProps) {
  const format = useNumberFormat();
  return (
    <Text
      $tone={tone}
      className={className}
      data-sensitive={sensitive ? '' : undefined}
      data-tone={tone === 'neutral' ? undefined : tone}
    >
      {format.money(value, tone === 'void' ? 'never' : sign)}
    </Text>
  );
}

/** A figure inside free text: digits with their separators ("40", "31.2", "1 250,50"). */
const FIGURE = /\d+(?:[.,\u00a0\u202f ]\d+)*/g;

/**
 * Free text that may carry amounts (a transaction's comment, "IPO subscription of 40 shares at
 * 16"): each figure in it is marked for privacy mode, the words stay readable.
 */
export function SensitiveText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(FIGURE)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <span key={start} data-sensitive="">
        {match[0]}
      </span>,
    );
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
