import { useIntl } from 'react-intl';
import styled from 'styled-components';
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
