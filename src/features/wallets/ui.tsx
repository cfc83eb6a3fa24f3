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
