import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ErrorState } from '@/design-system/ErrorState';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { accountMessages } from './messages';

const Lines = styled(SkeletonGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Placeholder rows while a part of an account page loads (announced once). */
export function LoadingRows({ rows = 3, height = 44 }: { rows?: number; height?: number }) {
  const intl = useIntl();
  return (
    <Lines label={intl.formatMessage(accountMessages.loading)}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} radius="md" />
      ))}
    </Lines>
  );
}

/** A part of the page failed to load: says so in place and offers to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <ErrorState
      titleAs="h2"
      title={intl.formatMessage(accountMessages.loadFailedTitle)}
      description={intl.formatMessage(accountMessages.loadFailedText)}
      onRetry={onRetry}
      retryLabel={intl.formatMessage(accountMessages.retry)}
    />
  );
}
