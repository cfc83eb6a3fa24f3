import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Frame = styled.div<{ $leaving: boolean }>`
  animation: ${fadeIn} 180ms ease-out;
  opacity: ${({ $leaving }) => ($leaving ? 0.35 : 1)};
  transition: opacity 150ms ease-in;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
    opacity: 1;
  }
`;

/**
 * Fade out-in between pages: the old page fades while the next one loads, the new one fades in.
 * Nothing moves under `prefers-reduced-motion`.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const leaving =
    navigation.state === 'loading' && navigation.location?.pathname !== location.pathname;
  return (
    <Frame key={location.pathname} $leaving={leaving}>
      {children}
    </Frame>
  );
}
