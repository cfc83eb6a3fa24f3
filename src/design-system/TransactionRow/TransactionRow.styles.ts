import styled from 'styled-components';
import { MoneyText } from '../MoneyText';

export type Direction = 'in' | 'out';

/** An amount stands out from the texts around it. */
export const Amount = styled(MoneyText)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Row = styled.tr`
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  td[data-align='end'] {
    text-align: end;
  }
`;

export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: break-word;
`;

export const Strong = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: break-word;
`;

export const Item = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  list-style: none;
`;

export const End = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  text-align: end;
`;

/** Under the status in a table row. */
export const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;
