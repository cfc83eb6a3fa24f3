import styled from 'styled-components';

export type DeltaTone = 'positive' | 'negative' | 'neutral';

export const Card = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const Label = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: break-word;
`;

/** The figure's line height: its skeleton is one such line of the figure's size, so nothing moves. */
export const VALUE_LINE_HEIGHT = 1.2;

export const Value = styled.p<{ $long: boolean }>`
  margin: 0;
  font-size: ${({ theme, $long }) => ($long ? theme.fontSizes.xl : theme.fontSizes.xxl)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${VALUE_LINE_HEIGHT};
  font-variant-numeric: tabular-nums;
  overflow-wrap: break-word;
`;

export const Delta = styled.p<{ $tone: DeltaTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `0 ${theme.space[1]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    color: ${({ theme, $tone }) =>
      $tone === 'positive'
        ? theme.colors.balancePositive
        : $tone === 'negative'
          ? theme.colors.balanceNegative
          : theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** What the figure covers (its period): quiet, under the figure. */
export const Caption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: break-word;
`;
