import { Button } from '../Button';
import { PageBanner } from '../PageBanner';

export interface OfflineBannerProps {
  /** The connection is lost (a request got no answer): show the banner. */
  offline: boolean;
  /** The text, e.g. "You are offline. What you see may be out of date." */
  message?: string;
  /** Tries the failed requests again; the button is hidden without it. */
  onRetry?: () => void;
  /** Label of the retry button. */
  retryLabel?: string;
  /** A retry is under way (the button shows a spinner and is disabled). */
  retrying?: boolean;
  /** Extra class for layout (margins). */
  className?: string;
}

/**
 * The one offline notice of the signed-in pages. The polite live region stays mounted so that
 * screen readers hear the message when it appears; it is empty while online.
 */
export function OfflineBanner({
  offline,
  message = 'You appear to be offline. Nothing is lost: try again when the connection is back.',
  onRetry,
  retryLabel = 'Check connection',
  retrying = false,
  className,
}: OfflineBannerProps) {
  return (
    <div role="status" aria-live="polite" className={className}>
      {offline && (
        <PageBanner
          tone="warning"
          action={
            onRetry && (
              <Button size="sm" variant="secondary" busy={retrying} onClick={() => onRetry()}>
                {retryLabel}
              </Button>
            )
          }
        >
          {message}
        </PageBanner>
      )}
    </div>
  );
}
