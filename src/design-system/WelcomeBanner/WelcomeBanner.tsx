import { useEffect, useEffectEvent, useState } from 'react';
import styled from 'styled-components';

/** How long the fade-out takes; it ends exactly at `visibleMs`. */
export const WELCOME_FADE_MS = 400;

export interface WelcomeBannerProps {
  /** The user's first name. */
  firstName: string;
  /** The user's second (last) name. */
  secondName: string;
  /** The product name shown in the greeting. */
  appName: string;
  /** The whole first line, already translated; defaults to "Hello, {first} {second}! Welcome to {app}." */
  greeting?: string;
  /** The second line, already translated. */
  subline?: string;
  /**
   * How long the banner stays, in ms, fade included; it is gone at this moment. `Infinity` keeps it
   * (for docs and screenshots).
   */
  visibleMs?: number;
  /**
   * Called once when the banner has faded out and is gone (e.g. to remember it was shown). Gone,
   * it keeps its place, invisible: unmount it only when the page goes.
   */
  onHidden?: () => void;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/*
 * In the page's flow, where the page has put it (under the home page's heading), so that it
 * covers nothing. Gone, it keeps its place, invisible, until the page is left: what the client
 * reads or reaches for never moves (no layout shift).
 */
const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  opacity: 1;
  transition: opacity ${WELCOME_FADE_MS}ms ease-out;

  &[data-state='fading'] {
    opacity: 0;
  }

  &[data-state='hidden'] {
    visibility: hidden;
  }
`;

const Greeting = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Subline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The one-time greeting on the home page; it fades out by itself after five seconds. */
export function WelcomeBanner({
  firstName,
  secondName,
  appName,
  greeting,
  subline = 'Onward to new financial heights!',
  visibleMs = 5000,
  onHidden,
}: WelcomeBannerProps) {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'hidden'>('shown');
  const hide = useEffectEvent(() => {
    setPhase('hidden');
    onHidden?.();
  });

  useEffect(() => {
    if (!Number.isFinite(visibleMs)) return undefined;
    // Timers, not transitionend: deterministic under fake timers and when motion is reduced.
    const fade = prefersReducedMotion()
      ? undefined
      : setTimeout(() => setPhase('fading'), Math.max(visibleMs - WELCOME_FADE_MS, 0));
    const gone = setTimeout(hide, Math.max(visibleMs, 0));
    return () => {
      clearTimeout(fade);
      clearTimeout(gone);
    };
  }, [visibleMs]);

  return (
    <Root role="status" data-state={phase} aria-hidden={phase === 'hidden' || undefined}>
      <Greeting>{greeting ?? `Hello, ${firstName} ${secondName}! Welcome to ${appName}.`}</Greeting>
      <Subline>{subline}</Subline>
    </Root>
  );
}
