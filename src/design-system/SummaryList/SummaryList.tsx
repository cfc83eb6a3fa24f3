import type { ReactNode } from 'react';
import { List } from './SummaryList.styles';

export interface SummaryRow {
  /** What the value is (unique in the list). */
  label: string;
  /** The value, e.g. a name or a `MoneyText`. */
  value: ReactNode;
  /** The value is money: blurred by the privacy mode. */
  money?: boolean;
  /** The row is the total: set off by a rule and in bold. */
  total?: boolean;
}

export interface SummaryListProps {
  /** The label/value pairs, top to bottom. */
  rows: SummaryRow[];
}

/** Label/value pairs of a request before and after it is confirmed (from, to, amount, fee, total…). */
export function SummaryList({ rows }: SummaryListProps) {
  return (
    <List>
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt data-total={row.total || undefined}>{row.label}</dt>
          <dd data-total={row.total || undefined} data-sensitive={row.money ? '' : undefined}>
            {row.value}
          </dd>
        </div>
      ))}
    </List>
  );
}
