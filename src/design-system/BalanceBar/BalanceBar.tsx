import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Money } from '@/lib/money';
import { Button } from '../Button';
import { useNumberFormat } from '../NumberFormat';
import { Skeleton, SkeletonGroup } from '../Skeleton';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Amount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

/** The amount and its note, one under the other at the bar's end. */
const Figure = styled.div`
  display: grid;
  justify-items: end;
  min-width: 0;
  text-align: end;
`;

/** One line at least, even empty: a note that arrives later moves nothing under the bar. */
const Note = styled.p`
  min-height: 1.25rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.25rem;
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  p {
    margin: 0;
  }
`;

export interface BalanceBarProps {
  /** The balance in its own currency ("$ 12,345.60"); null when there is no wallet. */
  amount: Money | null;
  /** Caption before the amount (also names the region). */
  label?: string;
  /** Shows a placeholder while the wallets load. */
  loading?: boolean;
  /** Hidden text announced while loading. */
  loadingLabel?: string;
  /** The balance failed to load: says so, with a retry when `onRetry` is given. */
  error?: boolean;
  /** What the bar says when the balance failed to load. */
  errorLabel?: string;
  /** Tries loading the balance again. */
  onRetry?: () => void;
  /** Label of the retry button. */
  retryLabel?: string;
  /** Hides the amount from assistive technology, which reads `hiddenLabel` instead (the blur is global). */
  privacy?: boolean;
  /** What assistive technology reads instead of a hidden amount. */
  hiddenLabel?: string;
  /** What assistive technology reads when `amount` is null (a dash is shown). */
  unavailableLabel?: string;
  /** A small line under the amount (e.g. its reserved part); `null` keeps its place while it loads. */
  note?: ReactNode;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** The compact balance line under the navbar on narrow screens (the sidebar is hidden there). */
export function BalanceBar({
  amount,
  label = 'Balance',
  loading = false,
  loadingLabel = 'Loading balance…',
  error = false,
  errorLabel = 'The balance could not be loaded.',
  onRetry,
  retryLabel = 'Retry',
  privacy = false,
  hiddenLabel = 'Balance hidden',
  unavailableLabel = 'Not available',
  note,
  className,
}: BalanceBarProps) {
  const format = useNumberFormat();
  let value;
  if (loading) {
    value = (
      <SkeletonGroup label={loadingLabel}>
        <Skeleton width={120} height={22} radius="md" />
      </SkeletonGroup>
    );
  } else if (error) {
    value = (
      <Failed>
        <p>{errorLabel}</p>
        {onRetry && (
          <Button size="sm" variant="secondary" onClick={() => onRetry()}>
            {retryLabel}
          </Button>
        )}
      </Failed>
    );
  } else if (amount === null) {
    value = (
      <Amount>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{unavailableLabel}</span>
      </Amount>
    );
  } else {
    value = (
      <Amount data-sensitive="">
        <span aria-hidden={privacy || undefined}>{format.money(amount)}</span>
        {privacy && <span className="visually-hidden">{hiddenLabel}</span>}
      </Amount>
    );
  }
  if (note !== undefined && !error) {
    value = (
      <Figure>
        {value}
        <Note>{note}</Note>
      </Figure>
    );
  }
  return (
    <Bar aria-label={label} className={className}>
      <Label>{label}</Label>
      {value}
    </Bar>
  );
}
