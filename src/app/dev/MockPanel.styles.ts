import styled from 'styled-components';

export const Corner = styled.div<{ $side: 'left' | 'right' }>`
  position: fixed;
  ${({ $side }) => $side}: ${({ theme }) => theme.space[2]};
  bottom: ${({ theme }) => theme.space[2]};
  z-index: 2000;
  display: flex;
  flex-direction: column;
  align-items: ${({ $side }) => ($side === 'left' ? 'flex-start' : 'flex-end')};
  gap: ${({ theme }) => theme.space[2]};
  max-width: calc(100vw - 16px);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* Only the tab and the card take clicks: the corner's empty space never blocks the page. */
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
  @media print {
    display: none;
  }
`;

/** The collapsed panel: a small tab, so on a phone it hides nothing that matters. */
export const Tab = styled.button<{ $alert: boolean }>`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid
    ${({ theme, $alert }) => ($alert ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $alert }) => ($alert ? theme.colors.dangerSoft : theme.colors.surfaceRaised)};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  opacity: 0.92;
`;

/** Tucked away: a sliver at the window's edge that brings the tab back. */
export const Sliver = styled.button<{ $side: 'left' | 'right' }>`
  width: 12px;
  height: 40px;
  margin-${({ $side }) => $side}: -8px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  opacity: 0.7;
`;

export const Card = styled.div`
  width: min(380px, calc(100vw - 16px));
  max-height: min(75vh, 680px);
  overflow: auto;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

export const Warning = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  width: min(380px, calc(100vw - 16px));
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  & + & {
    margin-top: ${({ theme }) => theme.space[3]};
    padding-top: ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  width: 100%;
`;

export const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Account = styled.li`
  & + & {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.92em;
`;

export const Role = styled.span`
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
`;
