import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Label/value pairs: an order's figures, an IPO's facts. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  div {
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Figures in tables and lists line up. */
export const Num = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** A figure of the client's own (a quantity held or traded, a price paid): blurred in privacy mode. */
export const OwnNum = ({ children }: { children: ReactNode }) => (
  <Num data-sensitive="">{children}</Num>
);

/** A profit or a loss: the sign and a word or arrow go with the colour, never the colour alone. */
export const Change = styled.span<{ $tone: 'up' | 'down' | 'flat' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $tone }) =>
    $tone === 'up'
      ? theme.colors.balancePositive
      : $tone === 'down'
        ? theme.colors.balanceNegative
        : theme.colors.text};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A figure that could not be loaded: a dash and why, a retry, and what the client can still do. */
export const FigureFailed = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};

  small {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;
