import styled, { keyframes } from 'styled-components';
import { Spinner } from '../Spinner';

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

/** Always mounted (empty when idle), so screen readers are listening before the text appears. */
const Live = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space[3]};
  left: 50%;
  transform: translateX(-50%);
  z-index: 1150;
  pointer-events: none;
`;

const Pill = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;

  & > span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > [aria-hidden] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface GlobalLoaderProps {
  /** Requests are pending: show the loader. */
  loading: boolean;
  /** The text next to the spinner, also announced (`role="status"`). */
  label?: string;
}

/** A small, non-blocking "Loading…" pill at the top centre while requests are pending. */
export function GlobalLoader({ loading, label = 'Loading…' }: GlobalLoaderProps) {
  return (
    <Live role="status" aria-live="polite">
      {loading && (
        <Pill data-global-loader="">
          <Spinner size={14} />
          <span>{label}</span>
        </Pill>
      )}
    </Live>
  );
}
