import styled, { css } from 'styled-components';
import { viewCard, type CardView } from '../CardLink/cardLayout';
import { down } from '../theme';

export const Card = styled.div<{ $view: CardView; $linked: boolean }>`
  ${viewCard(
    ['head', 'facts', 'tier', 'actions'],
    css`
      grid-template-columns: minmax(160px, 1.2fr) minmax(0, 3fr) auto;
      grid-template-areas: 'head facts actions' 'tier facts actions';
      gap: ${({ theme }) => theme.space[4]};

      ${down('lg')} {
        grid-template-columns: minmax(0, 1fr);
        grid-template-areas: 'head' 'tier' 'facts' 'actions';
        gap: ${({ theme }) => theme.space[3]};
      }
    `,
  )}
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/** The tier and the way to the next one, across the card's width. */
export const TierRow = styled.div`
  min-width: 0;
  & > span {
    display: flex;
    width: 100%;
  }
`;

export const Facts = styled.dl<{ $view: CardView }>`
  display: grid;
  grid-template-columns: ${({ $view }) =>
    $view === 'tile' ? 'repeat(2, minmax(0, 1fr))' : 'repeat(auto-fit, minmax(110px, 1fr))'};
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  margin: 0;
`;

export const Fact = styled.div`
  min-width: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: break-word;
  }
`;

export const Primary = styled.dd<{ $view: CardView }>`
  && {
    font-size: ${({ theme, $view }) => ($view === 'tile' ? theme.fontSizes.xl : theme.fontSizes.md)};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

export { Actions, Sub, Title, TitleBlock } from '../CardLink/cardLayout';
export type { CardView } from '../CardLink/cardLayout';
