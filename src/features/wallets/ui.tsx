import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The header, then the page's parts one under the other. */
export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** Tiles in a responsive grid, rows in a single column. */
export const Grid = styled.ul<{ $view: 'tile' | 'list' }>`
  display: grid;
  grid-template-columns: ${({ $view }) =>
    $view === 'tile' ? 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' : 'minmax(0, 1fr)'};
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A link that looks like a button (the actions lead to other pages). */
export const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid
    ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.primaryText : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
