import type { ReactNode } from 'react';
import type { Money } from '@/lib/money';
import type { Tier } from '@/lib/tiers';
import { CardLink } from '../CardLink';
import { MoneyText } from '../MoneyText';
import { useNumberFormat } from '../NumberFormat';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { TierBadge, type TierBadgeProps } from '../TierBadge';
import {
  Actions,
  Card,
  Fact,
  Facts,
  Head,
  Primary,
  Sub,
  TierRow,
  Title,
  TitleBlock,
  type CardView,
} from './TradingAccountCard.styles';

/** The trading-account fields the card shows; its amounts carry the account's currency. */
export interface TradingAccountCardAccount {
  id: number;
  /** The platform account number. */
  login: string;
  /** `code` is the ISO code (empty when unknown: then the backend's `name` is shown). */
  currency: { id: number; name: string; code: string };
  balance: Money;
  equity: Money;
  /** E.g. `1:100`. */
  leverage: string;
  server: string;
}

/** Captions of the card; English defaults, containers pass translations. */
export interface TradingAccountCardLabels {
  /** Prefix of the title: "Account 5012345". */
  account: string;
  balance: string;
  equity: string;
  leverage: string;
  server: string;
}

const DEFAULT_LABELS: TradingAccountCardLabels = {
  account: 'Account',
  balance: 'Balance',
  equity: 'Equity',
  leverage: 'Leverage',
  server: 'Server',
};

export interface TradingAccountCardProps {
  /** The account to show. */
  account: TradingAccountCardAccount;
  /** `tile` for the grid (default), `list` for one row per account. */
  view?: CardView;
  /** Account page; makes the whole card a link named by the title. */
  href?: string;
  /** Buttons (open platform, history …) passed by the container; they stay clickable above the card link. */
  actions?: ReactNode;
  /** Captions; missing entries fall back to English. */
  labels?: Partial<TradingAccountCardLabels>;
  /** Tier names for the badge; missing entries fall back to English. */
  tierLabels?: Partial<Record<Tier, string>>;
  /** Shows the way to the next tier under the badge, with these texts (see `TierBadge`). */
  progress?: Pick<TierBadgeProps, 'progressLabel' | 'progressName' | 'topTierLabel'>;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** One trading account, as a tile or a list row: login, currency, tier, balance, equity, leverage, server. */
export function TradingAccountCard({
  account,
  view = 'tile',
  href,
  actions,
  labels,
  tierLabels,
  progress,
  headingLevel = 3,
  className,
}: TradingAccountCardProps) {
  const l = { ...DEFAULT_LABELS, ...labels };
  const format = useNumberFormat();
  // The currency's name in the interface language; the backend's own words when it is unknown.
  const currencyName = account.currency.code
    ? format.currencyName(account.currency.code)
    : account.currency.name;
  const titleText = `${l.account} ${account.login}`;
  return (
    <Card $view={view} $linked={Boolean(href)} className={className} data-view={view}>
      <Head data-area="head">
        <TitleBlock>
          <Title as={`h${headingLevel}`}>
            {href ? <CardLink href={href}>{titleText}</CardLink> : titleText}
          </Title>
          <Sub>{currencyName}</Sub>
        </TitleBlock>
        {!progress && <TierBadge balance={account.balance} tierLabels={tierLabels} size="sm" />}
      </Head>
      {progress && (
        <TierRow data-area="tier">
          <TierBadge
            balance={account.balance}
            tierLabels={tierLabels}
            size="sm"
            showProgress
            {...progress}
          />
        </TierRow>
      )}
      <Facts $view={view} data-area="facts">
        <Fact>
          <dt>{l.balance}</dt>
          <Primary $view={view}>
            <MoneyText value={account.balance} />
          </Primary>
        </Fact>
        <Fact>
          <dt>{l.equity}</dt>
          <Primary $view={view}>
            <MoneyText value={account.equity} />
          </Primary>
        </Fact>
        <Fact>
          <dt>{l.leverage}</dt>
          <dd>{account.leverage}</dd>
        </Fact>
        <Fact>
          <dt>{l.server}</dt>
          <dd>{account.server}</dd>
        </Fact>
      </Facts>
      {actions && <Actions data-area="actions">{actions}</Actions>}
    </Card>
  );
}

export interface TradingAccountCardSkeletonProps {
  /** The form to mimic. */
  view?: CardView;
  /** Hidden text announced while loading. */
  label?: string;
}

/** Placeholder of a `TradingAccountCard` while accounts load. */
export function TradingAccountCardSkeleton({
  view = 'tile',
  label = 'Loading trading account…',
}: TradingAccountCardSkeletonProps) {
  return (
    <Card $view={view} $linked={false} data-view={view}>
      <SkeletonGroup label={label} style={{ gridColumn: '1 / -1' }}>
        <Skeleton width="45%" height={16} radius="pill" />
        <Skeleton width="25%" height={12} radius="pill" />
        <div
          style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 12, marginTop: 8 }}
        >
          <Skeleton height={28} radius="md" />
          <Skeleton height={28} radius="md" />
        </div>
      </SkeletonGroup>
    </Card>
  );
}
