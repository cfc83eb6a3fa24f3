import type { ReactNode } from 'react';
import styled from 'styled-components';

const Message = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  overflow-wrap: anywhere;
  hyphens: auto;

  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

const isEmpty = (value: ReactNode): boolean =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '');

export interface FieldErrorProps {
  /** Id of the message, so the field can point at it with `aria-describedby`. */
  id: string;
  /** The error text (alternatively pass it as children). Nothing renders when it is empty. */
  message?: ReactNode;
  /** The error text, when not given as `message`. */
  children?: ReactNode;
  /** Extra class for layout. */
  className?: string;
}

/** The error message under a form field: red text with a warning icon, so it never relies on colour alone. */
export function FieldError({ id, message, children, className }: FieldErrorProps) {
  const content = isEmpty(message) ? children : message;
  if (isEmpty(content)) return null;
  return (
    <Message id={id} className={className}>
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M8 1.5 15 14H1z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <path d="M8 6v3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="8" cy="11.75" r="0.95" fill="currentColor" />
      </svg>
      <span>{content}</span>
    </Message>
  );
}
