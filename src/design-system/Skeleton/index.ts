export { Skeleton, SkeletonGroup } from './Skeleton';
