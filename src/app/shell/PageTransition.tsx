import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Frame = styled.div<{ $leaving: boolean; $enter: boolean }>`
  ${({ $enter }) =>
    $enter &&
    css`
      animation: ${fadeIn} 180ms ease-out;
    `}
  opacity: ${({ $leaving }) => ($leaving ? 0.35 : 1)};
  transition: opacity 150ms ease-in;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
    opacity: 1;
  }
`;

/** The location the document opened on (its first page): shown at once, without fading in. */
let firstLocation: string | null = null;

/** Forgets the first page, as a new document would (tests render many apps in one document). */
export function resetFirstPage(): void {
  firstLocation = null;
}

/**
 * Fade out-in between pages: the old page fades while the next one loads, the new one fades in.
 * The first page of a load does not fade in: it replaces the boot screen as soon as it is ready
 * (a fade would only hold back the moment the page can be read). Nothing moves under
 * `prefers-reduced-motion`.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  firstLocation ??= location.key;
  const navigation = useNavigation();
  const leaving =
    navigation.state === 'loading' && navigation.location?.pathname !== location.pathname;
  return (
    <Frame key={location.pathname} $leaving={leaving} $enter={location.key !== firstLocation}>
      {children}
    </Frame>
  );
}
