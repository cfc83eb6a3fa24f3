import styled from 'styled-components';

export const List = styled.dl`
  display: grid;
  /* The label as wide as it needs up to half the row, the value the rest: a long value (an
     account's name) wraps in its own column instead of running over its label. */
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  /* No column gap: the value's own padding keeps them apart, so a total's rule runs unbroken. */
  row-gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: ${({ theme }) => theme.radii.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[4]};
    text-align: end;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dt[data-total],
  dd[data-total] {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
