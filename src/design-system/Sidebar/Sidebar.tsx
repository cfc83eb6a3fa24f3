import { useState, type ReactNode } from 'react';
import type { Money } from '@/lib/money';
import { BalanceCard } from '../BalanceCard';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { Aside, AvatarFrame, Name, Profile, ProfileSkeleton } from './Sidebar.styles';

export interface SidebarProps {
  /** Shows skeletons while the user or the wallets load. */
  loading?: boolean;
  /** The user's first name. */
  firstName: string;
  /** The user's second (last) name. */
  secondName: string;
  /** Avatar image; the initials show when it is missing or fails to load. */
  avatarUrl?: string;
  /** Alternative text of the avatar image. */
  avatarAlt?: string;
  /** Balance of the first wallet, in its own currency; null when there is no wallet. */
  balance: Money | null;
  /** Caption of the balance card. */
  balanceLabel?: string;
  /** The balance card's line under the amount (see `BalanceCard`'s `note`; `null` keeps its place). */
  balanceNote?: ReactNode;
  /** Accessible name of the balance card while it loads. */
  balanceLoadingLabel?: string;
  /** Blurs the balance (passed to the balance card). */
  privacy?: boolean;
  /** The balance failed to load: the card says so instead of showing a dash. */
  balanceError?: boolean;
  /** What the card says when the balance failed to load. */
  balanceErrorLabel?: string;
  /** Adds a retry button to the balance card's error state. */
  onBalanceRetry?: () => void;
  /** Label of that retry button. */
  retryLabel?: string;
  /** What assistive technology reads instead of a hidden balance (privacy on). */
  balanceHiddenLabel?: string;
  /** What assistive technology reads when there is no wallet (a dash is shown). */
  balanceUnavailableLabel?: string;
  /** Under the balance card, e.g. the `SectionNav` of the other sections. */
  children?: ReactNode;
  /** Adds the balance card's eye button that asks to toggle `privacy`. */
  onTogglePrivacy?: () => void;
  /** Hidden text announced while the profile loads. */
  loadingLabel?: string;
  /** Accessible name of the `aside` landmark. */
  label?: string;
  /** Show below the `lg` breakpoint too (stories, docs); normally hidden there. */
  alwaysVisible?: boolean;
  /** Extra class for layout by the parent. */
  className?: string;
}

const initialsOf = (first: string, second: string) =>
  [first, second]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toLocaleUpperCase();

function Avatar({ url, alt, initials }: { url?: string; alt: string; initials: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(url) && failedUrl !== url;
  return (
    <AvatarFrame>
      {showImage ? (
        <img src={url} alt={alt} width={80} height={80} onError={() => setFailedUrl(url ?? null)} />
      ) : (
        <span aria-hidden="true">{initials}</span>
      )}
    </AvatarFrame>
  );
}

/** The left column of the main layout: avatar, name, balance and `children`; shown from `lg` up. */
export function Sidebar({
  loading = false,
  firstName,
  secondName,
  avatarUrl,
  avatarAlt = 'Profile photo',
  balance,
  balanceLabel = 'Balance',
  balanceNote,
  balanceLoadingLabel,
  privacy = false,
  balanceError = false,
  balanceErrorLabel,
  onBalanceRetry,
  retryLabel,
  balanceHiddenLabel,
  balanceUnavailableLabel,
  children,
  onTogglePrivacy,
  loadingLabel = 'Loading profile…',
  label = 'Profile and balance',
  alwaysVisible = false,
  className,
}: SidebarProps) {
  return (
    <Aside aria-label={label} $alwaysVisible={alwaysVisible} className={className}>
      {loading ? (
        <SkeletonGroup label={loadingLabel}>
          <ProfileSkeleton>
            <Skeleton radius="circle" width={80} />
            <Skeleton width="70%" height={20} radius="pill" />
          </ProfileSkeleton>
        </SkeletonGroup>
      ) : (
        <Profile>
          <Avatar url={avatarUrl} alt={avatarAlt} initials={initialsOf(firstName, secondName)} />
          <Name>
            {firstName} {secondName}
          </Name>
        </Profile>
      )}
      <BalanceCard
        amount={balance}
        label={balanceLabel}
        note={balanceNote}
        loadingLabel={balanceLoadingLabel}
        loading={loading}
        privacy={privacy}
        onTogglePrivacy={onTogglePrivacy}
        error={balanceError}
        errorLabel={balanceErrorLabel}
        onRetry={onBalanceRetry}
        retryLabel={retryLabel}
        hiddenLabel={balanceHiddenLabel}
        unavailableLabel={balanceUnavailableLabel}
      />
      {children}
    </Aside>
  );
}
