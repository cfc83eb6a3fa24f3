import type { CSSProperties } from 'react';
import { money, type Money } from '@/lib/money';
import { nextTier, tierOf, type Tier } from '@/lib/tiers';
import { useNumberFormat } from '../NumberFormat';
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
  /**
   * The account's balance in its own currency; the tier is derived from its amount (silver from
   * 10,000, gold from 50,000, platinum from 250,000) and the way to the next one is in that currency.
   */
  balance?: Money;
  /** Shows this tier instead of deriving it from `balance`. */
  tier?: Tier;
  /** Adds a meter towards the next tier under the badge, in the current tier's colour (needs `balance`). */
  showProgress?: boolean;
  /** Tier names; missing entries fall back to English ('Silver', 'Gold', 'Platinum', 'No tier'). */
  tierLabels?: Partial<Record<Tier, string>>;
  /** Text of the meter, from the formatted remaining amount and the next tier's name. Default: "$ 7,500.00 to gold". */
  progressLabel?: (
    remaining: string,
    nextTier: string,
    nextTierKey: Exclude<Tier, 'none'>,
  ) => string;
  /** Accessible name of the meter. */
  progressName?: string;
  /** Text shown instead of a meter at the top tier. */
  topTierLabel?: string;
  /** `sm` for dense lists and table cells. */
  size?: 'sm' | 'md';
  /** Extra class for layout by the parent. */
  className?: string;
}

/**
 * Each tier has its own shape as well as its colour, so the tiers stay apart for people who do not
 * tell the colours apart and in the dark theme: none a dashed ring, silver a round medal, gold a
 * star, platinum a diamond.
 */
function TierShape({ tier }: { tier: Tier }) {
  switch (tier) {
    case 'none':
      return (
        <circle
          cx="8"
          cy="8"
          r="5.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeDasharray="2.5 2"
        />
      );
    case 'silver':
      return (
        <>
          <circle cx="8" cy="8" r="7" fill="currentColor" />
          <circle cx="8" cy="8" r="3.2" data-cut="" />
        </>
      );
    case 'gold':
      return (
        <path
          fill="currentColor"
          d="M8 .6l2.2 4.6 5 .7-3.6 3.5.9 5L8 12l-4.5 2.4.9-5L.8 5.9l5-.7z"
        />
      );
    case 'platinum':
      return (
        <>
          <path fill="currentColor" d="M8 .5L15.5 8 8 15.5.5 8z" />
          <path d="M8 4.6L11.4 8 8 11.4 4.6 8z" data-cut="" />
        </>
      );
  }
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
  const format = useNumberFormat();
  const amount = balance?.amount;
  const tier = tierOverride ?? (amount === undefined ? 'none' : tierOf(amount));
  const label = (t: Tier) => tierLabels?.[t] ?? DEFAULT_TIER_LABELS[t];
  const next = showProgress && amount !== undefined ? nextTier(amount) : null;
  const iconSize = size === 'sm' ? 12 : 16;

  let progress = null;
  if (next) {
    const remaining = format.money(money(next.remaining, balance?.currency ?? ''));
    const text = progressLabel(remaining, label(next.tier), next.tier);
    const now = Math.min(Math.max(amount ?? 0, next.from), next.to);
    const percent = ((now - next.from) / (next.to - next.from)) * 100;
    progress = (
      <Progress data-sensitive="">
        <Track
          $tier={tier}
          data-tier={tier}
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
  } else if (showProgress && tier === 'platinum' && amount !== undefined) {
    progress = (
      <Progress>
        <Track
          $tier={tier}
          data-tier={tier}
          role="meter"
          aria-label={progressName}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={100}
          aria-valuetext={topTierLabel}
          style={{ '--progress': '100%' } as CSSProperties}
        />
        <ProgressText aria-hidden="true">{topTierLabel}</ProgressText>
      </Progress>
    );
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
          <TierShape tier={tier} />
        </Medal>
        {label(tier)}
      </Pill>
      {progress}
    </Root>
  );
}
