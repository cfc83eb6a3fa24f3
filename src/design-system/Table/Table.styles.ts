import styled, { css } from 'styled-components';

export type Align = 'start' | 'center' | 'end';

export const Scroller = styled.div<{ $maxHeight: boolean; $stackBelow: number }>`
  max-width: 100%;
  /* The table stacks its rows by the width of this area, not of the window (see StyledTable). */
  ${({ $stackBelow }) => $stackBelow > 0 && 'container-type: inline-size;'}
  /* As a grid or flex item it would otherwise grow to the table's width and push the page sideways. */
  min-width: 0;
  /* Contains the visually hidden texts of the cells (absolutely positioned): without it they
     escape the scroll area and widen the page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ $maxHeight }) =>
    $maxHeight &&
    css`
      max-height: var(--table-max-height);
      overflow-y: auto;
    `}

  &:focus-visible {
    outline-offset: 0;
  }
`;

export const StyledTable = styled.table<{ $stackBelow: number }>`
  width: 100%;
  min-width: var(--table-min-width, 0);
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  caption {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: start;
  }

  ${({ $stackBelow }) => $stackBelow > 0 && stacked($stackBelow)}
`;

/**
 * Narrow: every row is a card of "name: value" lines, the name drawn from the cell's `data-label`
 * (CSS generated text with an empty alternative, so it is neither read out nor part of any name:
 * the header cells, visually hidden, still name the columns for assistive technology).
 */
const stacked = (below: number) => css`
  @container (max-width: ${below - 0.02}px) {
    min-width: 0;

    /* Visually hidden with "clip", not "clip-path": IBM Equal Access counts a clip-path-hidden
       header row as empty and the table as one without headers (table_headers_exists); both keep
       the header cells in the accessibility tree. */
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      border: 0;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }

    tbody,
    tbody > tr,
    tbody > tr > td {
      display: block;
    }

    tbody > tr {
      padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    tbody > tr:last-child {
      border-bottom: 0;
    }

    tbody > tr > td[data-label] {
      display: flex;
      align-items: baseline;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => `${theme.space[1]} 0`};
      border-bottom: 0;
      text-align: end;
    }

    /* A cell without a name (actions): its content alone, at the end of the card. */
    tbody > tr > td:not([data-label]):not([colspan]) {
      padding: ${({ theme }) => `${theme.space[1]} 0`};
      border-bottom: 0;
      text-align: end;
    }

    /* The cell's content, in one box (Table wraps it), beside its name. */
    tbody > tr > td[data-label] > div {
      min-width: 0;
      overflow-wrap: anywhere;
    }

    tbody > tr > td[data-label]::before {
      content: attr(data-label) / '';
      flex: 0 1 auto;
      max-width: 45%;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
      text-align: start;
    }
  }
`;

export const Th = styled.th<{ $align: Align; $sticky: boolean }>`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  text-align: ${({ $align }) => $align};
  text-transform: uppercase;
  white-space: nowrap;
  ${({ $sticky }) =>
    $sticky &&
    css`
      position: sticky;
      top: 0;
      z-index: 1;
    `}
`;

export const SortButton = styled.button<{ $align: Align }>`
  display: inline-flex;
  align-items: center;
  justify-content: ${({ $align }) => ($align === 'end' ? 'flex-end' : $align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[1]};
  min-height: 28px;
  margin: 0 -${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.secondaryHover};
  }
`;

export const Td = styled.td<{ $align: Align }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  overflow-wrap: break-word;
`;

export const Tr = styled.tr<{ $clickable: boolean }>`
  &:last-child > td {
    border-bottom: 0;
  }
  ${({ $clickable }) =>
    $clickable &&
    css`
      cursor: pointer;
      &:hover > td {
        background: ${({ theme }) => theme.colors.surfaceSunken};
      }
      &:focus-visible {
        outline: 2px solid ${({ theme }) => theme.colors.focusRing};
        outline-offset: -2px;
      }
    `}
`;

export const EmptyCell = styled.td`
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
