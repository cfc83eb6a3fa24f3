import styled from 'styled-components';

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 36px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.secondaryHover};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

export const Gap = styled.li`
  display: inline-grid;
  place-items: center;
  min-width: 24px;
  height: 36px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
