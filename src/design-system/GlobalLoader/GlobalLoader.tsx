import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * Always mounted (its text empty when idle), so screen readers are listening before it appears.
 * The bar is 3 px at the very top edge, above everything and never in the way of a control.
 */
const Live = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: 1150;
  height: 3px;
  overflow: hidden;
  pointer-events: none;
`;

const Bar = styled.div`
  width: 40%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  animation: ${slide} 1.1s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    animation: none;
    opacity: 0.6;
  }
`;

export interface GlobalLoaderProps {
  /** Requests are pending: show the loader. */
  loading: boolean;
  /** Announced while loading (`role="status"`); visually hidden. */
  label?: string;
}

/** A thin, non-blocking bar along the top edge of the window while requests are pending. */
export function GlobalLoader({ loading, label = 'Loading…' }: GlobalLoaderProps) {
  return (
    <Live role="status" aria-live="polite">
      {loading && (
        <>
          <Bar data-global-loader="" aria-hidden="true" />
          <span className="visually-hidden">{label}</span>
        </>
      )}
    </Live>
  );
}
