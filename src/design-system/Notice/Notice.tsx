import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.primary)};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.primarySoft)};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.primary)};
  }
  & > div {
    min-width: 0;
  }
  p {
    margin: 0;
  }
`;

export type NoticeTone = 'success' | 'info';

export interface NoticeProps {
  /** The message (text or a few paragraphs). */
  children: ReactNode;
  /** `success` (green tick) for a finished action, `info` (blue i) for guidance. */
  tone?: NoticeTone;
  /** Extra class for layout (margins). */
  className?: string;
}

/** A success or information message in the flow of the page, announced politely (`role="status"`). */
export function Notice({ children, tone = 'success', className }: NoticeProps) {
  return (
    <Box role="status" $tone={tone} className={className}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
        {tone === 'success' ? (
          <path
            d="M6 10.5l2.5 2.5L14 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <path
            d="M10 9v5M10 6.2v.1"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        )}
      </svg>
      <div>{children}</div>
    </Box>
  );
}
