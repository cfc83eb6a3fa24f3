import type { ReactNode } from 'react';
import type { Money } from '@/lib/money';
import { CardLink } from '../CardLink';
import { MoneyText } from '../MoneyText';
import { useNumberFormat } from '../NumberFormat';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import {
  Actions,
  Amount,
  AmountBlock,
  AmountLabel,
  Avatar,
  Card,
  Head,
  Sub,
  Title,
  TitleBlock,
  type CardView,
} from './WalletCard.styles';

/** The wallet fields the card shows: its balance carries the wallet's currency. */
export interface WalletCardWallet {
  id: number;
  name: string;
  /** The balance in the wallet's own currency (ISO 4217 code; `USD` for the main wallet). */
  balance: Money;
}

export interface WalletCardProps {
  /** The wallet to show. */
  wallet: WalletCardWallet;
  /** `tile` for the grid (default), `list` for one row per wallet. */
  view?: CardView;
  /** Wallet page; makes the whole card a link named by the wallet's name. */
  href?: string;
  /** Buttons (deposit, withdraw …) passed by the container; they stay clickable above the card link. */
  actions?: ReactNode;
  /** Caption of the balance. */
  balanceLabel?: string;
  /** Heading level of the wallet name, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class for layout by the parent. */
  className?: string;
}

/**
 * One wallet, as a tile or a list row: name, currency (named in the interface language) and
 * balance in that currency.
 */
export function WalletCard({
  wallet,
  view = 'tile',
  href,
  actions,
  balanceLabel = 'Balance',
  headingLevel = 3,
  className,
}: WalletCardProps) {
  const format = useNumberFormat();
  const { currency } = wallet.balance;
  const avatar = (
    <Avatar aria-hidden="true" data-area="avatar">
      {currency.slice(0, 3)}
    </Avatar>
  );
  const title = (
    <TitleBlock data-area="title">
      <Title as={`h${headingLevel}`}>
        {href ? <CardLink href={href}>{wallet.name}</CardLink> : wallet.name}
      </Title>
      <Sub>{format.currencyName(currency)}</Sub>
    </TitleBlock>
  );
  const amount = (
    <AmountBlock $view={view} data-area="amount">
      <AmountLabel>{balanceLabel}</AmountLabel>
      <Amount $view={view}>
        <MoneyText value={wallet.balance} />
      </Amount>
    </AmountBlock>
  );
  const actionBar = actions ? <Actions data-area="actions">{actions}</Actions> : null;

  return (
    <Card $view={view} $linked={Boolean(href)} className={className} data-view={view}>
      {view === 'tile' ? (
        <>
          <Head>
            {avatar}
            {title}
          </Head>
          {amount}
          {actionBar}
        </>
      ) : (
        <>
          {avatar}
          {title}
          {amount}
          {actionBar}
        </>
      )}
    </Card>
  );
}

export interface WalletCardSkeletonProps {
  /** The form to mimic. */
  view?: CardView;
  /** Hidden text announced while loading. */
  label?: string;
}

/** Placeholder of a `WalletCard` while wallets load. */
export function WalletCardSkeleton({
  view = 'tile',
  label = 'Loading wallet…',
}: WalletCardSkeletonProps) {
  return (
    <Card $view={view} $linked={false} data-view={view}>
      <SkeletonGroup label={label} style={view === 'list' ? { gridColumn: '1 / -1' } : undefined}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton radius="circle" width={40} />
          <div style={{ flex: 1, display: 'grid', gap: 6 }}>
            <Skeleton width="60%" height={14} radius="pill" />
            <Skeleton width="30%" height={12} radius="pill" />
          </div>
        </div>
        {view === 'tile' && <Skeleton width="50%" height={26} radius="md" />}
      </SkeletonGroup>
    </Card>
  );
}
