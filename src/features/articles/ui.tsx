import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RenderLink } from '@/design-system/CardLink';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';

/** The page's h1 (focusable by script so navigation can move focus to it). */
export const PageTitle = styled.h1.attrs({ tabIndex: -1 })`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
  overflow-wrap: break-word;

  &:focus {
    outline: none;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Article cards: one column on phones, up to three side by side. */
export const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    min-width: 0;
  }
  > li > * {
    flex: 1;
  }
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 3px;
`;

/** Router links for the design system's cards. */
export const renderRouterLink: RenderLink = ({ href, className, children, ...rest }) => (
  <Link to={href} className={className} {...rest}>
    {children}
  </Link>
);

const SkeletonGrid = styled(SkeletonGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

/** Card-shaped placeholders while the articles load (announced once). */
export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <SkeletonGrid label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={220} radius="lg" />
      ))}
    </SkeletonGrid>
  );
}
