import type { ReactNode } from 'react';
import styled from 'styled-components';

export type PageBannerTone = 'warning' | 'danger' | 'info';

const toneColors = {
  warning: ['warning', 'warningSoft'],
  danger: ['danger', 'dangerSoft'],
  info: ['primary', 'primarySoft'],
} as const;

const Box = styled.div<{ $tone: PageBannerTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => theme.colors[toneColors[$tone][0]]};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[toneColors[$tone][1]]};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    color: ${({ theme, $tone }) => theme.colors[toneColors[$tone][0]]};
  }
`;

const Text = styled.p`
  flex: 1 1 16em;
  min-width: 0;
  margin: 0;
`;

const Action = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface PageBannerProps {
  /** The message. */
  children: ReactNode;
  /** `warning` (amber), `danger` (red) or `info` (blue); each also has its own icon. */
  tone?: PageBannerTone;
  /** A link or button at the end, e.g. "Retry" or "Go to verification". */
  action?: ReactNode;
  /** Extra class for layout (margins). */
  className?: string;
}

const Icon = ({ tone }: { tone: PageBannerTone }) => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    {tone === 'info' ? (
      <>
        <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10 9v5M10 6.2v.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </>
    ) : (
      <>
        <path
          d="M10 2.5 18 17H2z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <path d="M10 8v4M10 14.5v.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </>
    )}
  </svg>
);

/**
 * A banner across the top of the page content for a state of the account or the connection (not a
 * form error: that is `ErrorBanner`). Not a live region by itself: wrap it in one where it appears
 * on its own (see `OfflineBanner`).
 */
export function PageBanner({ children, tone = 'warning', action, className }: PageBannerProps) {
  return (
    <Box $tone={tone} className={className}>
      <Icon tone={tone} />
      <Text>{children}</Text>
      {action && <Action>{action}</Action>}
    </Box>
  );
}
