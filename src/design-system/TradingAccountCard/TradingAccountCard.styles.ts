import styled, { css } from 'styled-components';
import { cardSurface } from '../CardLink';
import { down } from '../theme';

export type CardView = 'tile' | 'list';

export const Card = styled.div<{ $view: CardView; $linked: boolean }>`
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
          grid-template-columns: minmax(160px, 1.2fr) minmax(0, 3fr) auto;
          grid-template-areas: 'head facts actions' 'tier facts actions';
          align-items: center;
          gap: ${({ theme }) => theme.space[4]};
          padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};

          & > [data-area='head'] {
            grid-area: head;
          }
          & > [data-area='facts'] {
            grid-area: facts;
          }
          & > [data-area='tier'] {
            grid-area: tier;
          }
          & > [data-area='actions'] {
            grid-area: actions;
          }

          ${down('lg')} {
            grid-template-columns: minmax(0, 1fr);
            grid-template-areas: 'head' 'tier' 'facts' 'actions';
            gap: ${({ theme }) => theme.space[3]};
          }
        `}
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

/** Above the stretched card link, so the buttons stay clickable. */
export const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
