import styled from 'styled-components';

export type Author = 'client' | 'support';

export const Row = styled.article<{ $author: Author }>`
  display: flex;
  justify-content: ${({ $author }) => ($author === 'client' ? 'flex-end' : 'flex-start')};
`;

export const Bubble = styled.div<{ $author: Author }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: min(85%, 640px);
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid
    ${({ theme, $author }) => ($author === 'client' ? 'transparent' : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-end-end-radius: ${({ theme, $author }) => ($author === 'client' ? theme.radii.sm : theme.radii.lg)};
  border-end-start-radius: ${({ theme, $author }) => ($author === 'support' ? theme.radii.sm : theme.radii.lg)};
  background: ${({ theme, $author }) => ($author === 'client' ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Plain text: line breaks kept, long words and URLs broken instead of overflowing. */
export const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: break-word;

  a {
    color: ${({ theme }) => theme.colors.link};
    overflow-wrap: anywhere;
    text-underline-offset: 3px;
  }
`;

export const Files = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a,
  span:first-child {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 24px;
    overflow-wrap: break-word;
  }
`;

export const Size = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;
