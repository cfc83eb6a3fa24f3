import { css } from 'styled-components';

/**
 * The surface of a linkable card (WalletCard, TradingAccountCard): border, radius, background,
 * shadow, and a stronger border on hover when the whole card is a link.
 */
export const cardSurface = css<{ $linked: boolean }>`
  position: relative;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: border-color ${({ theme }) => theme.durations.fast};

  ${({ $linked }) =>
    $linked &&
    css`
      &:hover {
        border-color: ${({ theme }) => theme.colors.borderStrong};
      }
    `}
`;
