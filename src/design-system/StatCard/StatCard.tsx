import { formatNumber, formatUsd } from '@/lib/format';
import type { ReactNode } from 'react';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { Card, Delta, Label, Value, type DeltaTone } from './StatCard.styles';

export interface StatCardProps {
  /** What the number is, e.g. "Deposits". */
  label: string;
  /** The figure: a number is formatted with 0–2 decimals and en-US grouping; pass text for anything else. */
  value: ReactNode;
  /** Change against a previous period; shown with its sign (+/−) and coloured by tone. */
  delta?: number;
  /** How to print `delta`: a percentage (default), dollars or a plain number. */
  deltaFormat?: 'percent' | 'usd' | 'number';
  /** Tone of the change; by default up is positive and down negative (pass it when down is good, e.g. fees). */
  deltaTone?: DeltaTone;
  /** Words after the change, e.g. "vs last 30 days". */
  deltaCaption?: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Shows placeholders while the figure loads. */
  loading?: boolean;
  /** Hidden text announced while loading. */
  loadingLabel?: string;
  /**
   * The figure is an amount of money: marks it `data-sensitive`, so the privacy mode blurs it
   * (and the change with it).
   */
  sensitive?: boolean;
  /** Extra class for layout by the parent. */
  className?: string;
}

const MINUS = '\u2212';

const formatDelta = (n: number, format: NonNullable<StatCardProps['deltaFormat']>) => {
  const abs = Math.abs(n);
  const text =
    format === 'usd'
      ? formatUsd(abs)
      : format === 'percent'
        ? `${formatNumber(abs)}%`
        : formatNumber(abs);
  const sign = n > 0 ? '+' : n < 0 ? MINUS : '';
  return `${sign}${text}`;
};

/** A key figure with a caption, an optional change against a previous period, and a loading state. */
export function StatCard({
  label,
  value,
  delta,
  deltaFormat = 'percent',
  deltaTone,
  deltaCaption,
  icon,
  loading = false,
  loadingLabel = 'Loading…',
  sensitive = false,
  className,
}: StatCardProps) {
  const shown = typeof value === 'number' ? formatNumber(value) : value;
  const tone: DeltaTone =
    deltaTone ??
    (delta === undefined || delta === 0 ? 'neutral' : delta > 0 ? 'positive' : 'negative');
  return (
    <Card className={className}>
      <Label>
        {icon && <span aria-hidden="true">{icon}</span>}
        {label}
      </Label>
      {loading ? (
        <SkeletonGroup label={loadingLabel}>
          <Skeleton width="60%" height={30} radius="md" />
          {delta !== undefined && <Skeleton width="40%" height={14} radius="pill" />}
        </SkeletonGroup>
      ) : (
        <>
          {/* Long figures step down a size so they stay on one line in a narrow card. */}
          <Value
            $long={typeof shown === 'string' && shown.length > 13}
            data-sensitive={sensitive || undefined}
          >
            {shown}
          </Value>
          {delta !== undefined && (
            <Delta $tone={tone} data-tone={tone} data-sensitive={sensitive || undefined}>
              <strong>
                {delta !== 0 && (
                  <svg
                    width="12"
                    height="12"
                    viewBox="0 0 12 12"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d={delta > 0 ? 'M6 2l4 6H2z' : 'M6 10L2 4h8z'} fill="currentColor" />
                  </svg>
                )}
                {formatDelta(delta, deltaFormat)}
              </strong>
              {deltaCaption && <span>{deltaCaption}</span>}
            </Delta>
          )}
        </>
      )}
    </Card>
  );
}
