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
          grid-template-columns: auto minmax(0, 1fr) auto auto;
          grid-template-areas: 'avatar title amount actions';
          align-items: center;
          column-gap: ${({ theme }) => theme.space[4]};
          row-gap: ${({ theme }) => theme.space[2]};
          padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};

          & > [data-area='avatar'] {
            grid-area: avatar;
          }
          & > [data-area='title'] {
            grid-area: title;
          }
          & > [data-area='amount'] {
            grid-area: amount;
          }
          & > [data-area='actions'] {
            grid-area: actions;
          }

          ${down('sm')} {
            grid-template-columns: auto minmax(0, 1fr);
            grid-template-areas:
              'avatar title'
              'avatar amount'
              'actions actions';
          }
        `}
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => (theme.name === 'dark' ? theme.colors.link : theme.colors.primary)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;
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
`;

export const AmountBlock = styled.div<{ $view: CardView }>`
  min-width: 0;
  text-align: ${({ $view }) => ($view === 'list' ? 'end' : 'start')};

  ${({ $view }) =>
    $view === 'list' &&
    css`
      ${down('sm')} {
        text-align: start;
      }
    `}
`;

export const AmountLabel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Amount = styled.p<{ $view: CardView }>`
  margin: 0;
  font-size: ${({ theme, $view }) => ($view === 'tile' ? theme.fontSizes.xl : theme.fontSizes.lg)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
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
