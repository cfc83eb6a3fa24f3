import styled from 'styled-components';

export const Item = styled.div<{ $unread: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: 12px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surfaceRaised : theme.colors.surface)};
  list-style: none;
  transition: border-color ${({ theme }) => theme.durations.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

export const UnreadDot = styled.span`
  display: block;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

export const Main = styled.div`
  min-width: 0;
`;

export const Subject = styled.p<{ $unread: boolean }>`
  margin: 0;
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.medium)};
  overflow-wrap: break-word;
`;

export const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
