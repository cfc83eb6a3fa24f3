import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 640px;
`;

/** A sentence of a hint on its own line. */
export const HintLine = styled.span`
  display: block;
`;

/** The card the form, the confirmation and the result sit in. */
export const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow-wrap: anywhere;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

/** A step's heading; focused by script when the step appears. */
export const StepHeading = styled.h2.attrs({ tabIndex: -1 })`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};

  &:focus {
    outline: none;
  }
`;

export const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: flex-end;
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: ${({ theme }) => theme.radii.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dt[data-total],
  dd[data-total] {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** The value is money: blurred by the privacy mode. */
  money?: boolean;
  total?: boolean;
}

/** Label/value pairs of a payment (amount, fee, total…). */
export function Summary({ rows }: { rows: SummaryRow[] }) {
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
