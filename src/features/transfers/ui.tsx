import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 640px;
  min-width: 0;
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

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: flex-end;
  align-items: center;
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

/** A link that looks like a secondary button: the transfer actions lead to the transfer page. */
export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
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
`;

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** The value is money: blurred by the privacy mode. */
  money?: boolean;
}

/** Label/value pairs of a transfer (from, to, amount). */
export function Summary({ rows }: { rows: SummaryRow[] }) {
  return (
    <List>
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt>{row.label}</dt>
          <dd data-sensitive={row.money ? '' : undefined}>{row.value}</dd>
        </div>
      ))}
    </List>
  );
}

export const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;

  p {
    margin: 0;
  }
`;
