export { DEFAULT_TIER_LABELS, TierBadge, type TierBadgeProps } from './TierBadge';
export type { Tier } from '@/lib/tiers';
