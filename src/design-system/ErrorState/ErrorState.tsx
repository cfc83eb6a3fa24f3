import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button';
import {
  Action,
  Description,
  IconWrap,
  Root,
  Title,
  type ErrorStateVariant,
} from './ErrorState.styles';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Which problem: a missing page, a forbidden one, or a failure to load. Picks the icon and default texts. */
  variant?: ErrorStateVariant;
  /** Heading; defaults to the English title of the variant (e.g. "Page not found"). */
  title?: ReactNode;
  /** Explanation under the heading; defaults to the English text of the variant. */
  description?: ReactNode;
  /** Custom action, e.g. a link home. Shown after the retry button when both are given. */
  action?: ReactNode;
  /** Called by the retry button; the button is shown only when this is set. */
  onRetry?: () => void;
  /** Label of the retry button. */
  retryLabel?: string;
  /** Heading level, to fit the page outline (default `h1`: error states usually replace the page). */
  titleAs?: 'h1' | 'h2' | 'h3';
}

const DEFAULTS: Record<ErrorStateVariant, { title: string; description: string }> = {
  '404': { title: 'Page not found', description: 'The page you are looking for does not exist.' },
  unauthorized: {
    title: 'Access denied',
    description: 'You do not have permission to view this page.',
  },
  error: { title: 'Something went wrong', description: 'Please try again.' },
};

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const ICONS: Record<ErrorStateVariant, ReactNode> = {
  '404': (
    <svg {...iconProps}>
      <circle cx="11" cy="11" r="7" />
      <path d="m21 21-4.35-4.35M9 9l4 4M13 9l-4 4" />
    </svg>
  ),
  unauthorized: (
    <svg {...iconProps}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  ),
  error: (
    <svg {...iconProps}>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </svg>
  ),
};

/** Full-page or in-place message for a missing page, a forbidden page or a failure, with an optional retry. */
export function ErrorState({
  variant = 'error',
  title,
  description,
  action,
  onRetry,
  retryLabel = 'Try again',
  titleAs = 'h1',
  ...rest
}: ErrorStateProps) {
  const texts = DEFAULTS[variant];
  const titleId = useId();
  // A group named by its heading: the retry belongs to what failed, also beside another notice's.
  return (
    <Root role="group" aria-labelledby={titleId} {...rest} data-variant={variant}>
      <IconWrap aria-hidden="true" $variant={variant}>
        {ICONS[variant]}
      </IconWrap>
      <Title as={titleAs} id={titleId}>
        {title ?? texts.title}
      </Title>
      <Description>{description ?? texts.description}</Description>
      {(onRetry || action) && (
        <Action>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {retryLabel}
            </Button>
          )}
          {action}
        </Action>
      )}
    </Root>
  );
}
