import type { CSSProperties } from 'react';
import { formatUsd } from '@/lib/format';
import { nextTier, tierOf, type Tier } from '@/lib/tiers';
import { Medal, Pill, Progress, ProgressText, Root, Track } from './TierBadge.styles';

/** English tier names; containers pass translated ones through `tierLabels`. */
export const DEFAULT_TIER_LABELS: Record<Tier, string> = {
  none: 'No tier',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
};

const defaultProgressLabel = (remaining: string, next: string) =>
  `${remaining} to ${next.toLowerCase()}`;

export interface TierBadgeProps {
  /** Account balance in dollars; the tier is derived from it (silver from 10,000, gold from 50,000, platinum from 250,000). */
  balance?: number;
  /** Shows this tier instead of deriving it from `balance`. */
  tier?: Tier;
  /** Adds a meter towards the next tier under the badge (needs `balance`). */
  showProgress?: boolean;
  /** Tier names; missing entries fall back to English ('Silver', 'Gold', 'Platinum', 'No tier'). */
  tierLabels?: Partial<Record<Tier, string>>;
  /** Text of the meter, from the formatted remaining amount and the next tier's name. Default: "$ 7,500 to gold". */
  progressLabel?: (remaining: string, nextTier: string) => string;
  /** Accessible name of the meter. */
  progressName?: string;
  /** Text shown instead of a meter at the top tier. */
  topTierLabel?: string;
  /** `sm` for dense lists and table cells. */
  size?: 'sm' | 'md';
  /** Extra class for layout by the parent. */
  className?: string;
}

/** The trading-account tier as a labelled medal, optionally with the way to the next tier. */
export function TierBadge({
  balance,
  tier: tierOverride,
  showProgress = false,
  tierLabels,
  progressLabel = defaultProgressLabel,
  progressName = 'Progress to the next tier',
  topTierLabel = 'Highest tier reached',
  size = 'md',
  className,
}: TierBadgeProps) {
  const tier = tierOverride ?? (balance === undefined ? 'none' : tierOf(balance));
  const label = (t: Tier) => tierLabels?.[t] ?? DEFAULT_TIER_LABELS[t];
  const next = showProgress && balance !== undefined ? nextTier(balance) : null;
  const iconSize = size === 'sm' ? 12 : 16;

  let progress = null;
  if (next) {
    const text = progressLabel(formatUsd(next.remaining), label(next.tier));
    const now = Math.min(Math.max(balance ?? 0, next.from), next.to);
    const percent = ((now - next.from) / (next.to - next.from)) * 100;
    progress = (
      <Progress>
        <Track
          $tier={next.tier}
          role="meter"
          aria-label={progressName}
          aria-valuemin={next.from}
          aria-valuemax={next.to}
          aria-valuenow={now}
          aria-valuetext={text}
          style={{ '--progress': `${percent.toFixed(2)}%` } as CSSProperties}
        />
        <ProgressText aria-hidden="true">{text}</ProgressText>
      </Progress>
    );
  } else if (showProgress && tier === 'platinum' && balance !== undefined) {
    progress = <ProgressText>{topTierLabel}</ProgressText>;
  }

  return (
    <Root className={className} data-tier={tier}>
      <Pill $tier={tier} $size={size}>
        <Medal
          $tier={tier}
          width={iconSize}
          height={iconSize}
          viewBox="0 0 16 16"
          aria-hidden="true"
        >
          {tier === 'none' ? (
            <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          ) : (
            <>
              <circle cx="8" cy="8" r="7" fill="currentColor" />
              <path d="M8 3.6l1.3 2.7 2.9.4-2.1 2 .5 2.9L8 10.2l-2.6 1.4.5-2.9-2.1-2 2.9-.4z" />
            </>
          )}
        </Medal>
        {label(tier)}
      </Pill>
      {progress}
    </Root>
  );
}
