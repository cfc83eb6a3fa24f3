import { useId, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@/design-system/Skeleton';

// Not a landmark: in table mode the table's own region carries the same name.
const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
`;

const Frame = styled.div<{ $height: number }>`
  min-width: 0;
  height: ${({ $height }) => $height}px;
`;

const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LegendItem = styled.li`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  min-width: 0;
  gap: ${({ theme }) => theme.space[2]};
  font-variant-numeric: tabular-nums;
`;

const Swatch = styled.span<{ $shape: 'line' | 'box' }>`
  flex: none;
  width: ${({ $shape }) => ($shape === 'line' ? '16px' : '12px')};
  height: ${({ $shape }) => ($shape === 'line' ? '3px' : '12px')};
  border-radius: 2px;
  background: var(--swatch);
`;

export interface LegendEntry {
  /** What the colour stands for. */
  label: string;
  /** CSS colour of the series (from the theme). */
  color: string;
  /** Figures after the label (allocation: amount and share). */
  detail?: ReactNode;
  shape?: 'line' | 'box';
}

/** A visible legend in real text: the chart's colours named, so the chart can be read without hovering. */
export function Legend({ entries, label }: { entries: LegendEntry[]; label: string }) {
  return (
    <LegendList aria-label={label}>
      {entries.map((entry) => (
        <LegendItem key={entry.label}>
          <Swatch
            aria-hidden="true"
            $shape={entry.shape ?? 'box'}
            style={{ '--swatch': entry.color } as CSSProperties}
          />
          <span>{entry.label}</span>
          {entry.detail}
        </LegendItem>
      ))}
    </LegendList>
  );
}

export interface ChartCardProps {
  title: string;
  /** The sentence that says what the chart shows; it also names the chart for screen readers. */
  summary: string | null;
  /** Shown instead of the chart when the period has no data for it. */
  emptyText: string;
  /** The chart (named by the summary) or, in table mode, the table. */
  children: (summaryId: string) => ReactNode;
  className?: string;
}

/** One chart of the analytics page: title, summary sentence, then the chart or its table. */
export function ChartCard({ title, summary, emptyText, children, className }: ChartCardProps) {
  const summaryId = useId();
  return (
    <Card className={className}>
      <Title>{title}</Title>
      {summary ? (
        <>
          <Summary id={summaryId} data-sensitive="">
            {summary}
          </Summary>
          {children(summaryId)}
        </>
      ) : (
        <Summary>{emptyText}</Summary>
      )}
    </Card>
  );
}

/**
 * Where a chart draws: it takes its name from the summary sentence (the drawing itself is one
 * image to assistive technology; the table view holds every figure).
 */
export function ChartFrame({
  summaryId,
  height,
  children,
}: {
  summaryId: string;
  height: number;
  children: ReactNode;
}) {
  return (
    <Frame role="img" aria-labelledby={summaryId} $height={height} data-sensitive="">
      {/* The library's own SVG would be a second, unnamed image inside this one. */}
      <div aria-hidden="true">{children}</div>
    </Frame>
  );
}

/** Holds a chart's place while the charting library loads. */
export const ChartPlaceholder = ({ height }: { height: number }) => (
  <Skeleton height={height} radius="md" />
);
