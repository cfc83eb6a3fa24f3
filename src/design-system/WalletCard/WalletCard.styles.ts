import styled, { css } from 'styled-components';
import { viewCard, type CardView } from '../CardLink/cardLayout';
import { down } from '../theme';

export const Card = styled.div<{ $view: CardView; $linked: boolean }>`
  ${viewCard(
    ['avatar', 'title', 'amount', 'actions'],
    css`
      grid-template-columns: auto minmax(0, 1fr) auto auto;
      grid-template-areas: 'avatar title amount actions';
      column-gap: ${({ theme }) => theme.space[4]};
      row-gap: ${({ theme }) => theme.space[2]};

      ${down('sm')} {
        grid-template-columns: auto minmax(0, 1fr);
        grid-template-areas:
          'avatar title'
          'avatar amount'
          'actions actions';
      }
    `,
  )}
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

export { Actions, Sub, Title, TitleBlock } from '../CardLink/cardLayout';
export type { CardView } from '../CardLink/cardLayout';
