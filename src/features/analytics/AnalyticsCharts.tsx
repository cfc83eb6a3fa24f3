/*
 * The charts of the analytics page, over recharts. Only the page imports this module, and only
 * dynamically (React.lazy), so neither the first load nor any other route carries the library.
 * Every animation is off: the charts draw in their final state at once, which also keeps visual
 * snapshots deterministic and respects reduced motion.
 */
import type { CSSProperties } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from 'styled-components';
import type { Analytics } from '@/api/generated/model';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { formatDate, formatDayMonth, formatMonthYear } from '@/lib/format';
import { money } from '@/lib/money';
import { axisMoney } from './axis';
import { seriesColor } from './colors';

interface CartesianProps {
  /** UI language of the date ticks. */
  locale: string;
  /** The reporting currency of every figure (axis and tooltip). */
  currency: string;
  height: number;
}

const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

const HALF_YEAR_MS = 183 * 86_400_000;

/** Date ticks: day and month, or month and year when the data spans more than half a year. */
function dateTick(data: { date: string }[], locale: string) {
  const first = data[0]?.date;
  const last = data[data.length - 1]?.date;
  const long =
    first !== undefined &&
    last !== undefined &&
    Date.parse(last) - Date.parse(first) > HALF_YEAR_MS;
  return (date: string) => (long ? formatMonthYear(date, locale) : formatDayMonth(date, locale));
}

/**
 * At most four evenly spaced date ticks, first and last included. Chosen here rather than by the
 * library, which drops ticks by measuring their text: that depends on when the font arrived.
 */
function pickTicks(data: { date: string }[], count = 4): string[] {
  if (data.length <= count) return data.map((row) => row.date);
  const step = (data.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => data[Math.round(i * step)]?.date ?? '');
}

function useChartStyle() {
  const theme = useTheme();
  const tick = { fill: theme.colors.textMuted, fontSize: 12 };
  const tooltip: CSSProperties = {
    background: theme.colors.surfaceRaised,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: 8,
    color: theme.colors.text,
    fontSize: 13,
  };
  return { theme, tick, tooltip };
}

/** What both charts over dates share: the grid, the date axis, the money axis and the tooltip. */
function useDatedChartStyle(data: { date: string }[], locale: string, currency: string) {
  const { theme, tick, tooltip } = useChartStyle();
  const fmt = useNumberFormat();
  return {
    fmt,
    theme,
    grid: { stroke: theme.colors.border, strokeDasharray: '3 3', vertical: false },
    dateAxis: {
      dataKey: 'date',
      tick,
      tickLine: false,
      tickFormatter: dateTick(data, locale),
      ticks: pickTicks(data),
      interval: 0,
    },
    moneyAxis: {
      tick,
      tickLine: false,
      axisLine: false,
      width: 64,
      tickFormatter: (value: number) => axisMoney(value, currency, fmt.style),
      interval: 0,
    },
    tooltip: {
      isAnimationActive: false,
      contentStyle: tooltip,
      labelFormatter: (date: unknown) => formatDate(String(date), locale),
    },
  };
}

/** The first wallet's balance at the end of each day of the period. */
export function BalanceChart({
  data,
  locale,
  currency,
  height,
  seriesLabel,
}: CartesianProps & { data: Analytics['balance_history']; seriesLabel: string }) {
  const style = useDatedChartStyle(data, locale, currency);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={data} margin={MARGIN} accessibilityLayer={false}>
        <CartesianGrid {...style.grid} />
        <XAxis
          {...style.dateAxis}
          axisLine={{ stroke: style.theme.colors.borderStrong }}
          padding={{ left: 20, right: 28 }}
        />
        <YAxis {...style.moneyAxis} domain={['auto', 'auto']} />
        <Tooltip
          {...style.tooltip}
          formatter={(value) => [style.fmt.money(money(Number(value), currency)), seriesLabel]}
        />
        <Line
          type="monotone"
          dataKey="balance"
          stroke={style.theme.colors.primary}
          strokeWidth={2}
          dot={false}
          activeDot={{ r: 4 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Profit and loss per day (per week over a year): gains above the zero line, losses below. */
export function PnlChart({
  data,
  locale,
  currency,
  height,
  seriesLabel,
}: CartesianProps & { data: Analytics['pnl']; seriesLabel: string }) {
  const style = useDatedChartStyle(data, locale, currency);
  const { theme } = style;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={MARGIN} accessibilityLayer={false}>
        <CartesianGrid {...style.grid} />
        <XAxis {...style.dateAxis} axisLine={false} padding={{ left: 8, right: 20 }} />
        <YAxis {...style.moneyAxis} />
        <ReferenceLine y={0} stroke={theme.colors.borderStrong} />
        <Tooltip
          {...style.tooltip}
          cursor={{ fill: theme.colors.surfaceSunken }}
          formatter={(value) => [
            style.fmt.money(money(Number(value), currency), 'always'),
            seriesLabel,
          ]}
        />
        <Bar dataKey="value" isAnimationActive={false} maxBarSize={24}>
          {data.map((row) => (
            <Cell
              key={row.date}
              fill={row.value < 0 ? theme.colors.balanceNegative : theme.colors.balancePositive}
            />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Where the money sits today, as a donut. */
export function AllocationChart({
  data,
  currency,
  height,
  labelOf,
}: {
  data: Analytics['allocation'];
  currency: string;
  height: number;
  labelOf: (label: string) => string;
}) {
  const { theme, tooltip } = useChartStyle();
  const fmt = useNumberFormat();
  return (
    <ResponsiveContainer width="100%" height={height}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="label"
          innerRadius="58%"
          outerRadius="88%"
          paddingAngle={data.length > 1 ? 2 : 0}
          stroke={theme.colors.surface}
          // Out of the tab order: the drawing is one image, its figures are in the legend and table.
          rootTabIndex={-1}
          isAnimationActive={false}
        >
          {data.map((row, index) => (
            <Cell key={row.label} fill={seriesColor(theme, index)} />
          ))}
        </Pie>
        <Tooltip
          isAnimationActive={false}
          contentStyle={tooltip}
          formatter={(value, name) => [
            fmt.money(money(Number(value), currency)),
            labelOf(String(name)),
          ]}
        />
      </PieChart>
    </ResponsiveContainer>
  );
}
