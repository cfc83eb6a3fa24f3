import styled from 'styled-components';

/** The heading with its lead on one side, the page's controls on the other; they wrap on phones. */
export const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  min-width: 0;
`;

export const Titles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1 1 280px;
  min-width: 0;
`;

/** Focusable by script (tabIndex -1), so focus can be moved to the page's heading. */
export const Heading = styled.h1.attrs({ tabIndex: -1 })`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

export const Back = styled.div`
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;
