import styled from 'styled-components';

export const BellButton = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.secondary};
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;

/**
 * Drawn over the button's corner: it never changes the button's size, so nothing moves. It grows
 * to the right from the bell's middle, so "99+" leaves the bell in view.
 */
export const Badge = styled.span`
  position: absolute;
  top: 2px;
  left: 21px;
  box-sizing: border-box;
  min-width: 19px;
  height: 19px;
  padding: 0 4px;
  border: 2px solid ${({ theme }) => theme.colors.navbar};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 15px;
  text-align: center;
  pointer-events: none;
`;
