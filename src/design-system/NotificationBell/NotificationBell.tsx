import type { Ref } from 'react';
import { Badge, BellButton } from './NotificationBell.styles';

export interface NotificationBellProps {
  /** Unread notifications: a badge shows the number (99+ above 99); none at 0. */
  count: number;
  /**
   * Accessible name, which says the count as the badge shows it (`badgeText`): "Notifications,
   * 3 unread", "Notifications, 99+ unread".
   */
  label: string;
  /** The panel the bell opens is open (`aria-expanded`). */
  expanded?: boolean;
  /** Id of the panel the bell opens, while it is open (`aria-controls`). */
  controls?: string;
  /** Called when the bell is pressed. */
  onClick: () => void;
  /** Called when a pointer comes over the bell or it takes the focus: a chance to load the panel. */
  onIntent?: () => void;
  /** The button, to focus it (the panel hands the focus back to it when it closes). */
  ref?: Ref<HTMLButtonElement>;
}

const BellIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** What the badge says for `count`: the number, or 99+ above 99 (the bell's name should say the same). */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/** The navbar's bell: a 40 px button with the unread count on a badge over its corner. */
export function NotificationBell({
  count,
  label,
  expanded = false,
  controls,
  onClick,
  onIntent,
  ref,
}: NotificationBellProps) {
  return (
    <BellButton
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <BellIcon />
      {count > 0 && (
        <Badge aria-hidden="true" data-testid="notification-badge">
          {badgeText(count)}
        </Badge>
      )}
    </BellButton>
  );
}
