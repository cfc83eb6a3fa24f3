import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
} from 'react';
import {
  Close,
  Content,
  Icon,
  Item,
  Message,
  Progress,
  Region,
  Title,
  type ToastTone,
} from './Toast.styles';

const ICONS: Record<ToastTone, string> = {
  success: 'M6 10.5l2.5 2.5L14 7.5',
  error: 'M7 7l6 6M13 7l-6 6',
  info: 'M10 9v5M10 6.2v.1',
  warning: 'M10 6v4.5M10 13.6v.1',
};

export interface ToastProps {
  /** Identifies the toast in `onClose`. */
  id: string;
  /** Colour and icon: `error` toasts are also announced assertively (`role="alert"`). */
  tone: ToastTone;
  /** Optional bold first line. */
  title?: string;
  /** The message. */
  message: string;
  /** Milliseconds before the toast closes itself; `0` keeps it until closed. Paused while hovered or focused. */
  duration?: number;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** The toast's time ran out or its close button was pressed. */
  onClose: (id: string) => void;
}

/**
 * The toast's own clock: `onExpire` once `duration` has run, paused while hovered or focused (the
 * time left is kept). No clock for a duration of 0.
 */
function useToastTimer(duration: number, onExpire: () => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(duration);
  const expire = useEffectEvent(onExpire);
  const timed = Number.isFinite(duration) && duration > 0;

  useEffect(() => {
    if (paused || !timed) return;
    const started = performance.now();
    const timer = setTimeout(expire, Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= performance.now() - started;
    };
  }, [paused, timed]);

  return { paused, timed, setHovered, setFocused };
}

/** The tone's icon in a circle (decorative). */
function ToneIcon({ tone }: { tone: ToastTone }) {
  return (
    <Icon
      $tone={tone}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d={ICONS[tone]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** The close button's cross (decorative). */
function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** One notification: closes itself after `duration` (paused on hover/focus) with a draining progress bar. */
export function Toast({
  id,
  tone,
  title,
  message,
  duration = 3000,
  closeLabel = 'Close',
  onClose,
}: ToastProps) {
  const { paused, timed, setHovered, setFocused } = useToastTimer(duration, () => onClose(id));

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Item
      $tone={tone}
      role={tone === 'error' ? 'alert' : undefined}
      data-tone={tone}
      data-paused={paused || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <ToneIcon tone={tone} />
      <Content>
        {title && <Title>{title}</Title>}
        <Message>{message}</Message>
      </Content>
      <Close type="button" aria-label={closeLabel} onClick={() => onClose(id)}>
        <CloseIcon />
      </Close>
      {timed && (
        <Progress
          $tone={tone}
          $paused={paused}
          aria-hidden="true"
          data-progress=""
          style={{ '--toast-duration': `${duration}ms` } as CSSProperties}
        />
      )}
    </Item>
  );
}

/** A toast as the container receives it. */
export interface ToastItem {
  /** Unique id, passed back to `onDismiss`. */
  id: string;
  /** Colour, icon and urgency. */
  tone: ToastTone;
  /** Optional bold first line. */
  title?: string;
  /** The message. */
  message: string;
  /** Milliseconds before it closes itself (default 3000; `0` keeps it). */
  duration?: number;
}

export interface ToastContainerProps {
  /** The toasts to show, oldest first (stacked top to bottom). */
  toasts: ToastItem[];
  /** A toast timed out or was closed: remove it from `toasts`. */
  onDismiss: (id: string) => void;
  /** Accessible name of each close button. */
  closeLabel?: string;
  /** Accessible name of the notifications region. */
  regionLabel?: string;
}

/** The fixed top-end stack of toasts; a polite live region, so new toasts are announced. */
export function ToastContainer({
  toasts,
  onDismiss,
  closeLabel = 'Close',
  regionLabel = 'Notifications',
}: ToastContainerProps) {
  return (
    <Region aria-label={regionLabel} aria-live="polite" aria-relevant="additions text">
      {toasts.map((toast) => (
        <Toast key={toast.id} {...toast} closeLabel={closeLabel} onClose={onDismiss} />
      ))}
    </Region>
  );
}
