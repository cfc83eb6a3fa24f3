import type { QueryKey } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/design-system/Button';
import { ErrorState } from '@/design-system/ErrorState';
import { pageMessages } from '../messages';
import { useShowsFailure } from './shownFailures';

const Inline = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface LoadFailedProps {
  /** Asks again for what failed. */
  onRetry: () => void;
  /** What failed ("Your wallets could not be loaded"); "This could not be loaded" by default. */
  title?: string;
  /** What to do about it; a generic "check your connection" sentence by default. */
  description?: string;
  /** The retry button's label; "Try again" by default. */
  retryLabel?: string;
  /**
   * Level of the title in the page outline: 2 for a page's content (default), 3 inside a section,
   * 1 when the failure is all the page has to show.
   */
  headingLevel?: 1 | 2 | 3;
  /** One line and a small button, for a part of a page (a home widget) rather than its content. */
  inline?: boolean;
  /** The queries whose failure this says: the frame (the sidebar's balance) then does not repeat it. */
  failureOf?: readonly QueryKey[];
}

/** A part of the page failed to load: says so in its place and offers to try again. */
export function LoadFailed({
  onRetry,
  title,
  description,
  retryLabel,
  headingLevel = 2,
  inline = false,
  failureOf,
}: LoadFailedProps) {
  const intl = useIntl();
  useShowsFailure(failureOf);
  const heading = title ?? intl.formatMessage(pageMessages.loadFailedTitle);
  const retry = retryLabel ?? intl.formatMessage(pageMessages.retry);
  if (inline) {
    return (
      <Inline>
        <p>{heading}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retry}
        </Button>
      </Inline>
    );
  }
  return (
    <ErrorState
      titleAs={`h${headingLevel}`}
      title={heading}
      description={description ?? intl.formatMessage(pageMessages.loadFailedText)}
      retryLabel={retry}
      onRetry={onRetry}
    />
  );
}
