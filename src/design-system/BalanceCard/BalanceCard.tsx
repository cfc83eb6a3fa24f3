import type { ReactNode } from 'react';
import type { Money } from '@/lib/money';
import { Button } from '../Button';
import { useNumberFormat } from '../NumberFormat';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import {
  Amount,
  Blurred,
  Card,
  ErrorText,
  EyeButton,
  Head,
  Label,
  Note,
} from './BalanceCard.styles';

export interface BalanceCardProps {
  /** The balance in its own currency ("$ 12,345.60"); null when there is no wallet to show. */
  amount: Money | null;
  /** Caption above the amount. */
  label?: string;
  /** Shows placeholders instead of the amount while the wallets load. */
  loading?: boolean;
  /** Hidden text announced while loading. */
  loadingLabel?: string;
  /** Blurs the amount and hides it from assistive technology, which reads `hiddenLabel` instead. */
  privacy?: boolean;
  /** What assistive technology reads instead of a hidden amount. */
  hiddenLabel?: string;
  /** Adds an eye button that asks to toggle `privacy`. */
  onTogglePrivacy?: () => void;
  /** Accessible name of the eye button while the amount is hidden. */
  showLabel?: string;
  /** Accessible name of the eye button while the amount is shown. */
  hideLabel?: string;
  /** What assistive technology reads when `amount` is null (a dash is shown). */
  unavailableLabel?: string;
  /** The balance failed to load: says so (with `errorLabel`) instead of a bare dash. */
  error?: boolean;
  /** What the card says when the balance failed to load. */
  errorLabel?: string;
  /** Adds a retry button to the error state. */
  onRetry?: () => void;
  /** Label of the retry button. */
  retryLabel?: string;
  /**
   * A small line under the amount (e.g. the reserved part of the balance). `null` keeps the line's
   * place while its content loads, so nothing under the card moves when it arrives.
   */
  note?: ReactNode;
  /** Extra class for layout by the parent. */
  className?: string;
}

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M3 3l18 18" />}
  </svg>
);

/**
 * The balance card of the sidebar: the first wallet's balance with an optional line under it (what
 * of it is reserved) and privacy blur.
 */
export function BalanceCard({
  amount,
  label = 'Balance',
  loading = false,
  loadingLabel = 'Loading balance…',
  privacy = false,
  hiddenLabel = 'Balance hidden',
  onTogglePrivacy,
  showLabel = 'Show balance',
  hideLabel = 'Hide balance',
  unavailableLabel = 'Not available',
  error = false,
  errorLabel = 'The balance could not be loaded.',
  onRetry,
  retryLabel = 'Retry',
  note,
  className,
}: BalanceCardProps) {
  const format = useNumberFormat();
  if (loading) {
    return (
      <Card className={className}>
        <SkeletonGroup label={loadingLabel}>
          <Skeleton width="55%" height={14} radius="pill" />
          <Skeleton width="75%" height={30} radius="md" />
          {note !== undefined && <Skeleton width="65%" height={14} radius="pill" />}
        </SkeletonGroup>
      </Card>
    );
  }

  if (error) {
    return (
      <Card className={className}>
        <Head>
          <Label>{label}</Label>
        </Head>
        <ErrorText>{errorLabel}</ErrorText>
        {onRetry && (
          <div>
            <Button size="sm" variant="secondary" onClick={() => onRetry()}>
              {retryLabel}
            </Button>
          </div>
        )}
      </Card>
    );
  }

  const text = amount === null ? '' : format.money(amount);
  let value: ReactNode;
  if (amount === null) {
    value = (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{unavailableLabel}</span>
      </>
    );
  } else if (privacy) {
    value = (
      <>
        <Blurred aria-hidden="true" data-testid="balance-blurred">
          {text}
        </Blurred>
        <span className="visually-hidden">{hiddenLabel}</span>
      </>
    );
  } else {
    value = text;
  }

  return (
    <Card className={className}>
      <Head>
        <Label>{label}</Label>
        {onTogglePrivacy && amount !== null && (
          <EyeButton
            type="button"
            onClick={onTogglePrivacy}
            aria-label={privacy ? showLabel : hideLabel}
          >
            <EyeIcon crossed={!privacy} />
          </EyeButton>
        )}
      </Head>
      {/* Ten-digit balances step down a size so they fit the sidebar on one line. */}
      <Amount $long={text.length > 13} data-sensitive="">
        {value}
      </Amount>
      {note !== undefined && <Note>{note}</Note>}
    </Card>
  );
}
