import styled, { keyframes } from 'styled-components';

export type SkeletonRadius = 'sm' | 'md' | 'lg' | 'pill' | 'circle';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const Block = styled.span<{ $radius: SkeletonRadius }>`
  display: block;
  flex: none;
  width: var(--skeleton-width, 100%);
  max-width: 100%;
  height: var(--skeleton-height, 1em);
  border-radius: ${({ $radius, theme }) => ($radius === 'circle' ? '50%' : theme.radii[$radius])};
  background-color: ${({ theme }) => theme.colors.skeleton};
  background-image: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 0%,
    ${({ theme }) => theme.colors.skeletonShine} 50%,
    ${({ theme }) => theme.colors.skeleton} 100%
  );
  background-size: 200% 100%;
  background-repeat: no-repeat;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

export const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
