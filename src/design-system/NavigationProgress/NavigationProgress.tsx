import { useEffect, useState, type CSSProperties } from 'react';
import styled, { css } from 'styled-components';

/** The bar never passes this on its own; it waits there until `active` turns false. */
export const PROGRESS_CAP = 95;
/** How long the full bar stays and fades before it resets (ms). */
export const FINISH_MS = 400;

/**
 * One tick of the bar: eases toward 95 % so that it gets there in about `duration` ms of `tick` ms
 * steps, then stays at 95 % ("auto-finish above 95 percent"). Values at or above 95 are kept.
 */
export function nextProgress(current: number, duration: number, tick: number): number {
  if (current >= PROGRESS_CAP) return current;
  const steps = Math.max(1, duration / Math.max(1, tick));
  // Exponential ease-out that would leave 2 % of the way after `steps` ticks…
  const ratio = 1 - Math.pow(0.02, 1 / steps);
  // …plus a floor so that the last stretch is actually covered by about `duration`.
  const floor = PROGRESS_CAP / steps / 4;
  return Math.min(PROGRESS_CAP, current + Math.max((PROGRESS_CAP - current) * ratio, floor));
}

const Track = styled.div<{ $finishing: boolean }>`
  position: fixed;
  inset: 0 0 auto;
  z-index: 1200;
  height: 2px;
  pointer-events: none;
  opacity: 1;
  ${({ $finishing }) =>
    $finishing &&
    css`
      opacity: 0;
      transition: opacity ${FINISH_MS / 2}ms ease ${FINISH_MS / 2}ms;
    `}
`;

const Bar = styled.div`
  height: 100%;
  width: var(--progress);
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 0 6px ${({ theme }) => theme.colors.primary};
  transition: width var(--tick) linear;
`;

type Phase = 'idle' | 'running' | 'finishing';

export interface NavigationProgressProps {
  /** A navigation is under way: the bar advances. When it turns false the bar fills, fades and resets. */
  active: boolean;
  /** About how long (ms) the bar takes to reach 95 %. */
  duration?: number;
  /** Milliseconds between steps. */
  tick?: number;
  /** Accessible name of the progress bar. */
  label?: string;
}

/** The 2 px page-loading bar at the top of the viewport. */
export function NavigationProgress({
  active,
  duration = 3000,
  tick = 100,
  label = 'Page loading',
}: NavigationProgressProps) {
  const [phase, setPhase] = useState<Phase>(active ? 'running' : 'idle');
  const [progress, setProgress] = useState(0);
  const [wasActive, setWasActive] = useState(active);

  // Follow `active` during render (not in an effect), so the bar never shows a stale frame.
  if (active !== wasActive) {
    setWasActive(active);
    if (active) {
      setPhase('running');
      setProgress(0);
    } else if (phase === 'running') {
      setPhase('finishing');
      setProgress(100);
    }
  }

  useEffect(() => {
    if (phase !== 'running') return;
    const timer = setInterval(() => setProgress((p) => nextProgress(p, duration, tick)), tick);
    return () => clearInterval(timer);
  }, [phase, duration, tick]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => {
      setPhase('idle');
      setProgress(0);
    }, FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <Track
      $finishing={phase === 'finishing'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      style={{ '--progress': `${progress}%`, '--tick': `${tick}ms` } as CSSProperties}
    >
      <Bar />
    </Track>
  );
}
