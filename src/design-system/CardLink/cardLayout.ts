import styled, { css, type RuleSet } from 'styled-components';
import { cardSurface } from './cardSurface';

/** A card of a list page: a tile in a grid of cards, or a row of the list view. */
export type CardView = 'tile' | 'list';

/**
 * A wallet's or trading account's card: as a tile, its parts one under the other; as a list row, a
 * grid whose columns and areas `row` gives, each part placed by its `data-area` (one of `areas`).
 */
export const viewCard = (areas: readonly string[], row: RuleSet<object>) => css<{
  $view: CardView;
  $linked: boolean;
}>`
  ${cardSurface}

  ${({ $view }) =>
    $view === 'tile'
      ? css`
          display: grid;
          gap: ${({ theme }) => theme.space[4]};
          padding: ${({ theme }) => theme.space[5]};
        `
      : css`
          display: grid;
          align-items: center;
          padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
          ${areas.map((area) => `& > [data-area='${area}'] { grid-area: ${area}; }`).join('\n')}
          ${row}
        `}
`;

/** The card's name and what is under it. */
export const TitleBlock = styled.div`
  min-width: 0;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: break-word;
`;

export const Sub = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: break-word;
`;

/** Above the stretched card link, so the buttons stay clickable. */
export const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
