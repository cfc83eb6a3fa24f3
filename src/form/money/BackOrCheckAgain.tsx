import type { MouseEvent } from 'react';
import { Button } from '@/design-system/Button';
import type { LookupPhase } from './useTransactionLookUp';

export interface BackOrCheckAgainProps {
  /** The look-up of the confirmation whose answer was lost (`useMoneyForm`'s `lost`), if any. */
  lost: { phase: LookupPhase } | null;
  /** Looks the outcome up again. */
  onCheckAgain: () => void;
  checkAgainLabel: string;
  /** A confirmation is under way: no way back meanwhile. */
  busy: boolean;
  /** Back to the edit step. */
  onBack: (event: MouseEvent<HTMLButtonElement>) => void;
  backLabel: string;
}

/**
 * The confirmation step's way back to the edit step; while the answer of a confirmation is lost,
 * "Check again" instead (not while a look-up runs).
 */
export function BackOrCheckAgain({
  lost,
  onCheckAgain,
  checkAgainLabel,
  busy,
  onBack,
  backLabel,
}: BackOrCheckAgainProps) {
  return lost ? (
    // Editing now would make another request while this one may have been carried out.
    <Button
      type="button"
      variant="secondary"
      disabled={lost.phase === 'checking'}
      onClick={onCheckAgain}
    >
      {checkAgainLabel}
    </Button>
  ) : (
    <Button type="button" variant="secondary" disabled={busy} onClick={onBack}>
      {backLabel}
    </Button>
  );
}
