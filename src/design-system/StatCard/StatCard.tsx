import { isValidElement, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import type { Money, NumberFormatter, Sign } from '@/lib/money';
import { useNumberFormat } from '../NumberFormat';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import {
  Caption,
  Card,
  Delta,
  Label,
  Value,
  VALUE_LINE_HEIGHT,
  type DeltaTone,
} from './StatCard.styles';

export interface StatCardProps {
  /** What the figure is, e.g. "Deposits". */
  label: string;
  /**
   * The figure. A `Money` is written in its own currency with its minor units ("$ 12,345.60"),
   * in the client's notation; a number is a plain quantity (0–2 decimals), never an amount of
   * money; text or an element is shown as given (already formatted by the caller).
   */
  value: Money | ReactNode;
  /**
   * Sign of a `Money` figure: `auto` (default) marks a negative amount only, `always` writes "+"
   * or "−" (a profit or loss), `never` none.
   */
  valueSign?: Sign;
  /** Words under the figure that say what it covers, e.g. "over the last 30 days". */
  caption?: string;
  /**
   * Change against a previous period, always written with its sign ("+", "−") and an arrow: a
   * `Money` in its currency, a number as `deltaFormat` says.
   */
  delta?: number | Money;
  /** How to write a numeric `delta`: a percentage (default) or a plain number. */
  deltaFormat?: 'percent' | 'number';
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

/** A `Money` rather than a React node: a plain object with a numeric amount and a currency. */
const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' &&
  value !== null &&
  !isValidElement(value) &&
  typeof (value as Money).amount === 'number' &&
  typeof (value as Money).currency === 'string';

const amountOf = (delta: number | Money): number => (isMoney(delta) ? delta.amount : delta);

function formatDelta(
  delta: number | Money,
  format: NonNullable<StatCardProps['deltaFormat']>,
  fmt: NumberFormatter,
): string {
  if (isMoney(delta)) return fmt.money(delta, 'always');
  return format === 'percent' ? fmt.percent(delta, 'always') : fmt.number(delta, 'always');
}

/** A key figure with a caption, an optional change against a previous period, and a loading state. */
export function StatCard({
  label,
  value,
  valueSign = 'auto',
  caption,
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
  const fmt = useNumberFormat();
  const shown: ReactNode = isMoney(value)
    ? fmt.money(value, valueSign)
    : typeof value === 'number'
      ? fmt.number(value)
      : value;
  const theme = useTheme();
  const change = delta === undefined ? undefined : amountOf(delta);
  const tone: DeltaTone =
    deltaTone ??
    (change === undefined || change === 0 ? 'neutral' : change > 0 ? 'positive' : 'negative');
  return (
    <Card className={className}>
      <Label>
        {icon && <span aria-hidden="true">{icon}</span>}
        {label}
      </Label>
      {loading ? (
        <SkeletonGroup label={loadingLabel}>
          {/* The height of the figure's line: the card keeps its size when the figure comes. */}
          <Skeleton
            width="60%"
            height={`calc(${theme.fontSizes.xxl} * ${VALUE_LINE_HEIGHT})`}
            radius="md"
          />
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
          {delta !== undefined && change !== undefined && (
            <Delta $tone={tone} data-tone={tone} data-sensitive={sensitive || undefined}>
              <strong>
                {change !== 0 && (
                  <svg
                    width="12"
                    height="12"
                    viewBox="0 0 12 12"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d={change > 0 ? 'M6 2l4 6H2z' : 'M6 10L2 4h8z'} fill="currentColor" />
                  </svg>
                )}
                {formatDelta(delta, deltaFormat, fmt)}
              </strong>
              {deltaCaption && <span>{deltaCaption}</span>}
            </Delta>
          )}
        </>
      )}
      {caption && <Caption>{caption}</Caption>}
    </Card>
  );
}
