import styled, { css } from 'styled-components';

export const Bar = styled.div`
  display: flex;
  /* Scrolls sideways inside its parent instead of widening it (as a grid or flex item). */
  min-width: 0;
  max-width: 100%;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  scrollbar-width: thin;
`;

/** Shared look of a tab button and a tab link. */
const tabStyles = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.durations.fast},
    border-color ${({ theme }) => theme.durations.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-selected='true'],
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const TabButton = styled.button`
  ${tabStyles}
`;

export const LinkItem = styled.li`
  display: flex;
  flex: none;

  > a {
    ${tabStyles}
  }
`;

export const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};

  &:focus-visible {
    outline-offset: 4px;
  }
`;
