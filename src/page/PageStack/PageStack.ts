import styled from 'styled-components';

/**
 * A page's content: its header, then its parts one under the other, `space[6]` apart (`$gap` for a
 * tighter or looser page). `min-width: 0` lets a wide table scroll inside its part instead of
 * widening the page.
 */
export const PageStack = styled.div<{ $gap?: 4 | 5 | 6 | 8 }>`
  display: grid;
  gap: ${({ theme, $gap = 6 }) => theme.space[$gap]};
  min-width: 0;
`;

/**
 * Items (wallets, trading accounts) as tiles in a responsive grid at least `$min` px wide, or as rows
 * in a single column.
 */
export const TileGrid = styled.ul<{ $view: 'tile' | 'list'; $min: number }>`
  display: grid;
  grid-template-columns: ${({ $view, $min }) =>
    $view === 'tile' ? `repeat(auto-fill, minmax(min(100%, ${$min}px), 1fr))` : 'minmax(0, 1fr)'};
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
