export { Skeleton, SkeletonGroup, type SkeletonProps, type SkeletonGroupProps } from './Skeleton';
export type { SkeletonRadius } from './Skeleton.styles';
