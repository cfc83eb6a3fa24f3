import styled from 'styled-components';

/** A titled part of the page; no landmark of its own (the table inside is one, named alike). */
export const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Key figures: one column on phones, three side by side from md up. */
export const Figures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

/** A signed change: the sign and an arrow carry the direction, the colour only repeats it. */
export const Change = styled.span<{ $tone: 'positive' | 'negative' | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  color: ${({ theme, $tone }) =>
    $tone === 'positive'
      ? theme.colors.balancePositive
      : $tone === 'negative'
        ? theme.colors.balanceNegative
        : theme.colors.textMuted};
`;

export const Ticker = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
