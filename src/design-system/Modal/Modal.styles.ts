import styled, { css, keyframes } from 'styled-components';
import { down } from '../theme';

export type ModalSize = 'sm' | 'md' | 'lg' | 'fullscreen';

const widths: Record<Exclude<ModalSize, 'fullscreen'>, string> = {
  sm: '400px',
  md: '560px',
  lg: '800px',
};

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

export const Dialog = styled.dialog<{ $size: ModalSize }>`
  /* Padding lives on the inner frame so that a click whose target is the dialog itself is a backdrop click. */
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  width: min(
    ${({ $size }) => ($size === 'fullscreen' ? '100vw' : widths[$size])},
    calc(100vw - 32px)
  );
  max-width: none;
  max-height: calc(100dvh - 32px);
  /* The dialog itself scrolls (header and footer stick): the scroll area then always holds the × or
     footer buttons, so keyboard users can scroll it. */
  overflow: auto;
  overscroll-behavior: contain;

  &[open] {
    display: flex;
    flex-direction: column;
    animation: ${enter} ${({ theme }) => theme.durations.normal} ease-out;
  }
  /* The dialog only takes focus itself when it holds nothing focusable (or after a backdrop click);
     its controls keep their focus rings. */
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }

  ${({ $size }) =>
    $size === 'fullscreen' &&
    css`
      width: 100vw;
      height: 100dvh;
      max-height: none;
      margin: 0;
      border: 0;
      border-radius: 0;
    `}

  ${down('sm')} {
    ${({ $size }) =>
      $size !== 'sm' &&
      $size !== 'fullscreen' &&
      css`
        width: calc(100vw - 16px);
        max-height: calc(100dvh - 16px);
      `}
  }
`;

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 0 auto;
`;

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 1;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[6]} ${theme.space[3]}`};

  ${down('sm')} {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[3]}`};
  }
`;

export const Title = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  padding-top: 6px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
  hyphens: auto;
`;

export const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin: -2px -8px 0 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Body = styled.div<{ $fill: boolean }>`
  flex: 1 0 auto;
  padding: ${({ theme }) => `0 ${theme.space[6]} ${theme.space[5]}`};
  overflow-wrap: anywhere;

  ${({ $fill }) =>
    $fill &&
    css`
      display: flex;
      flex-direction: column;
    `}

  ${down('sm')} {
    padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[4]}`};
  }
`;

export const Footer = styled.footer`
  position: sticky;
  bottom: 0;
  z-index: 1;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${down('sm')} {
    padding: ${({ theme }) => theme.space[4]};
    & > * {
      flex: 1 1 auto;
    }
  }
`;
