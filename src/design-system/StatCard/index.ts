export { StatCard, type StatCardProps } from './StatCard';
export type { DeltaTone } from './StatCard.styles';
