import styled, { css } from 'styled-components';

/**
 * The component's own box. As a grid or flex item it may be narrower than its tabs (the bar
 * scrolls inside it): without this its automatic minimum is the whole row of tabs, which widened
 * the settings pages at 320 px.
 */
export const Root = styled.div`
  min-width: 0;
`;

/** Holds the bar and, when it scrolls, the hints at its edges. */
export const Scroller = styled.div`
  position: relative;
  min-width: 0;
  max-width: 100%;
`;

export const Bar = styled.div`
  /* The offset parent of the tabs: scrolling the selected one into view measures from here. */
  position: relative;
  display: flex;
  /* Scrolls sideways inside its parent instead of widening it (as a grid or flex item). */
  min-width: 0;
  max-width: 100%;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  /* The base line is drawn inside the bar, under the tabs: nothing overflows it downwards, so no
     engine shows a vertical scrollbar. The edge hints stand for the horizontal one. */
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  overflow-y: hidden;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

/**
 * More tabs this way: a fade over the last visible tab and an arrow. A pointer convenience (a
 * click scrolls the bar); touch swipes, and the keyboard scrolls by moving between tabs.
 */
export const EdgeHint = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 0;
  bottom: 1px;
  ${({ $side }) => ($side === 'end' ? 'right: 0;' : 'left: 0;')}
  display: flex;
  align-items: center;
  justify-content: ${({ $side }) => ($side === 'end' ? 'flex-end' : 'flex-start')};
  width: 48px;
  padding: 0 2px;
  border: 0;
  background: linear-gradient(
    ${({ $side }) => ($side === 'end' ? 'to left' : 'to right')},
    ${({ theme }) => theme.colors.background} 45%,
    transparent
  );
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  svg {
    width: 18px;
    height: 18px;
  }
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
