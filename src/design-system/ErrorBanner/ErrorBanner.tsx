import styled from 'styled-components';

/** The spec's text when the server sent neither a generic error nor a message. */
export const DEFAULT_ERROR_BANNER_TEXT = 'There were some problems with your input.';

const present = (value: string | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The banner's text: the generic error, else the message, else the fallback. Blank strings count as missing. */
export function bannerText(
  { genericError, message }: { genericError?: string; message?: string },
  fallback: string = DEFAULT_ERROR_BANNER_TEXT,
): string {
  if (present(genericError)) return genericError;
  if (present(message)) return message;
  return fallback;
}

const Banner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
`;

const Icon = styled.svg`
  flex: none;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Text = styled.p`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
  hyphens: auto;
`;

const Dismiss = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -4px -8px -4px 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export interface ErrorBannerProps {
  /** The server's generic error; shown first when present. */
  genericError?: string;
  /** The server's message; shown when there is no generic error. */
  message?: string;
  /** Shown when there is neither (translated by the app). */
  fallbackText?: string;
  /** Adds a dismiss button; called when it is pressed. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button. */
  dismissLabel?: string;
  /** Render nothing when false. */
  show?: boolean;
  /** Extra class for layout (margins). */
  className?: string;
}

/** The form-level error banner: announced as an alert, optionally dismissible. */
export function ErrorBanner({
  genericError,
  message,
  fallbackText = DEFAULT_ERROR_BANNER_TEXT,
  onDismiss,
  dismissLabel = 'Dismiss',
  show = true,
  className,
}: ErrorBannerProps) {
  if (!show) return null;
  return (
    <Banner role="alert" className={className}>
      <Icon width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="10" cy="14.25" r="1.15" fill="currentColor" />
      </Icon>
      <Text>{bannerText({ genericError, message }, fallbackText)}</Text>
      {onDismiss && (
        <Dismiss type="button" aria-label={dismissLabel} onClick={() => onDismiss()}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M4 4l8 8M12 4l-8 8"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </Dismiss>
      )}
    </Banner>
  );
}
