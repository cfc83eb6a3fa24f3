import type { DefaultTheme } from 'styled-components';

/** The theme's categorical chart colours, in order (slices beyond them repeat). */
export const seriesColors = ({ colors }: DefaultTheme): string[] => [
  colors.chart1,
  colors.chart2,
  colors.chart3,
  colors.chart4,
  colors.chart5,
];

export const seriesColor = (theme: DefaultTheme, index: number): string => {
  const colors = seriesColors(theme);
  return colors[index % colors.length] ?? theme.colors.primary;
};
