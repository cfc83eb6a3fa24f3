import styled, { css, keyframes } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

const toneColor = (theme: DefaultTheme, tone: ToastTone): string =>
  ({
    success: theme.colors.success,
    error: theme.colors.danger,
    info: theme.colors.primary,
    warning: theme.colors.warning,
  })[tone];

const drain = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

export const Region = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.space[4]};
  inset-inline-end: ${({ theme }) => theme.space[4]};
  z-index: 1100;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(380px, calc(100vw - 32px));
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;

export const Item = styled.div<{ $tone: ToastTone }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[4]} ${theme.space[4]}`};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme, $tone }) => toneColor(theme, $tone)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  animation: ${enter} ${({ theme }) => theme.durations.normal} ease-out;
`;

export const Icon = styled.svg<{ $tone: ToastTone }>`
  flex: none;
  margin-top: 2px;
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
`;

export const Content = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
  hyphens: auto;
`;

export const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Close = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin-top: -4px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Empties over `--toast-duration`; pauses with the timer. Reduced motion: a still, full bar. */
export const Progress = styled.span<{ $tone: ToastTone; $paused: boolean }>`
  position: absolute;
  inset-inline: 0;
  bottom: 0;
  height: 3px;
  background: ${({ theme, $tone }) => toneColor(theme, $tone)};
  transform-origin: left center;
  animation: ${drain} var(--toast-duration) linear;
  ${({ $paused }) =>
    $paused &&
    css`
      animation-play-state: paused;
    `}

  [dir='rtl'] & {
    transform-origin: right center;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
