import styled from 'styled-components';
import { down, up } from '../theme';

/**
 * Exactly one viewport high: the page never scrolls as a whole and the welcome panel always reaches
 * the bottom. When the form is taller than the window (a long registration on a phone, an error
 * banner), the right column scrolls instead.
 */
export const Root = styled.div`
  display: grid;
  height: 100vh;
  height: 100dvh;
  overflow: hidden;
  position: relative;
  background: ${({ theme }) => theme.colors.background};

  ${up('md')} {
    grid-template-columns: minmax(320px, 5fr) 7fr;
  }
`;

export const WelcomePanel = styled.aside`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[10]};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.welcomePanel};
  color: ${({ theme }) => theme.colors.welcomePanelText};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;

  ${down('md')} {
    display: none;
  }
`;

/** Soft decorative rings in the panel corner; pure CSS so nothing loads. */
export const Decoration = styled.div`
  position: absolute;
  right: -120px;
  bottom: -120px;
  width: 360px;
  height: 360px;
  border-radius: 50%;
  border: 48px solid currentColor;
  opacity: 0.08;
  pointer-events: none;
`;

export const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.15;
`;

export const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Tagline = styled.p`
  margin: 0;
  max-width: 30em;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Illustration = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};

  img,
  svg {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;

/** The scrolling column; positioned so that absolutely placed descendants scroll inside it. */
export const Side = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  overflow-y: auto;
`;

export const Header = styled.header`
  flex: none;
`;

export const FooterSlot = styled.div`
  flex: none;
`;

export const Main = styled.main`
  display: flex;
  flex: 1;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};

  ${up('md')} {
    align-items: center;
  }

  &:focus {
    outline: none;
  }
`;

export const Content = styled.div`
  width: 100%;
  max-width: 440px;
`;
