import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  /**
   * Accessible name. When empty the spinner is decorative (hidden from assistive technology),
   * which is right when the surrounding control already says it is busy.
   */
  label?: string;
}

/** An indeterminate progress indicator that inherits the current text colour. */
export function Spinner({ size = 16, label = '' }: SpinnerProps) {
  return label ? (
    <Ring $size={size} role="status" aria-label={label} />
  ) : (
    <Ring $size={size} aria-hidden="true" />
  );
}
