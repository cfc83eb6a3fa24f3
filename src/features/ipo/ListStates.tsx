import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { ipoMessages } from './messages';

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Tile = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Placeholder tiles while the calendar loads. */
export function TilesLoading({ count = 4 }: { count?: number }) {
  const intl = useIntl();
  return (
    <SkeletonGroup label={intl.formatMessage(ipoMessages.loading)}>
      <Tiles>
        {Array.from({ length: count }, (_, i) => (
          <Tile key={i}>
            <Skeleton width="60%" height={20} radius="pill" />
            <Skeleton width="40%" radius="pill" />
            <Skeleton height={64} />
            <Skeleton height={36} />
          </Tile>
        ))}
      </Tiles>
    </SkeletonGroup>
  );
}

export { Tiles };
