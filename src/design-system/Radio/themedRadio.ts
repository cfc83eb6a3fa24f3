import { css } from 'styled-components';

/**
 * A radio button drawn from the theme rather than by the engine: WebKitGTK and some Firefox
 * themes keep native radios white in the dark theme whatever `color-scheme` says. The input stays
 * a native radio (keyboard, form and accessibility behaviour unchanged); only its look is ours.
 */
export const themedRadio = css`
  appearance: none;
  display: inline-grid;
  place-content: center;
  flex: none;
  width: 20px;
  height: 20px;
  margin: 0;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    transform: scale(0);
  }
  &:checked {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:checked::before {
    transform: scale(1);
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  /* High-contrast modes draw the system's own control. */
  @media (forced-colors: active) {
    appearance: auto;
  }
`;
