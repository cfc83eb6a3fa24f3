import { useIntl } from 'react-intl';
import type { TradingAccountCardProps } from '@/design-system/TradingAccountCard';
import type { Tier } from '@/lib/tiers';
import { messages } from './messages';

/** Translated captions, tier names and tier-progress texts for `TradingAccountCard` and `TierBadge`. */
export function useAccountTexts(): Required<
  Pick<TradingAccountCardProps, 'labels' | 'tierLabels' | 'progress'>
> {
  const intl = useIntl();
  const t = intl.formatMessage;
  const tierLabels: Record<Tier, string> = {
    none: t(messages.tierNone),
    silver: t(messages.tierSilver),
    gold: t(messages.tierGold),
    platinum: t(messages.tierPlatinum),
  };
  const toNext: Record<Exclude<Tier, 'none'>, typeof messages.toGold> = {
    silver: messages.toSilver,
    gold: messages.toGold,
    platinum: messages.toPlatinum,
  };
  return {
    labels: {
      account: t(messages.account),
      balance: t(messages.balance),
      equity: t(messages.equity),
      leverage: t(messages.leverage),
      server: t(messages.server),
    },
    tierLabels,
    progress: {
      // One message per next tier, so each language words "to gold" its own way.
      progressLabel: (amount, _next, tier) => intl.formatMessage(toNext[tier], { amount }),
      progressName: t(messages.progressName),
      topTierLabel: t(messages.topTier),
    },
  };
}
