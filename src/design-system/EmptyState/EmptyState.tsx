import type { HTMLAttributes, ReactNode } from 'react';
import { Action, Description, IconWrap, Root, Title } from './EmptyState.styles';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the state, e.g. "No transactions yet" or "Coming soon". */
  title: ReactNode;
  /** One or two sentences under the title explaining what to do next. */
  description?: ReactNode;
  /** Decorative icon above the title; a default inbox icon when omitted, nothing when `null`. */
  icon?: ReactNode;
  /** Optional call to action, e.g. a `Button` or a link. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline (default `h2`). */
  titleAs?: 'h1' | 'h2' | 'h3';
}

const InboxIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
  </svg>
);

/** A calm placeholder for lists with nothing in them and for pages that are coming soon. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  titleAs = 'h2',
  ...rest
}: EmptyStateProps) {
  const shownIcon = icon === undefined ? <InboxIcon /> : icon;
  return (
    <Root {...rest}>
      {shownIcon !== null && <IconWrap aria-hidden="true">{shownIcon}</IconWrap>}
      <Title as={titleAs}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
