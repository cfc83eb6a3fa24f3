import {
  useEffectEvent,
  useLayoutEffect,
  useId,
  useRef,
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import {
  Body,
  CloseButton,
  Dialog,
  Footer,
  Frame,
  Header,
  Title,
  type ModalSize,
} from './Modal.styles';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

const focusablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]'),
  );

/** jsdom (and very old browsers) lack `showModal`: fall back to the `open` attribute. */
const show = (dialog: HTMLDialogElement) => {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
};
/** Closes the dialog; true when the browser will fire a `close` event for it. */
const hide = (dialog: HTMLDialogElement): boolean => {
  if (typeof dialog.close !== 'function') {
    dialog.removeAttribute('open');
    return false;
  }
  if (!dialog.open) return false;
  dialog.close();
  return true;
};

export interface ModalProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'title' | 'open' | 'onClose' | 'onCancel' | 'children'
> {
  /** Whether the dialog is shown (modal, via `showModal()`): the page behind becomes inert. */
  open: boolean;
  /** The heading of the dialog; it also names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /**
   * Asked to close: the × button, Escape or a backdrop click (each only when allowed). The parent
   * sets `open` to false; focus then returns to the element that had it before opening.
   */
  onClose?: () => void;
  /** The content; it scrolls when taller than the viewport. */
  children?: ReactNode;
  /** Actions shown in a footer bar, end-aligned (stacked full width on phones). */
  footer?: ReactNode;
  /** Width: `sm` 400 px, `md` 560 px, `lg` 800 px (all capped to the viewport), `fullscreen` the whole viewport. */
  size?: ModalSize;
  /** A click on the backdrop does nothing (use for forms that would lose input). */
  staticBackdrop?: boolean;
  /** When false the dialog cannot be dismissed: Escape and backdrop clicks do nothing and there is no × button. */
  dismissible?: boolean;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /**
   * Element to focus on open (or mark one with a `data-autofocus` attribute); by default the first
   * focusable element, usually the × button.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** A modal dialog on the native `<dialog>` element: focus is trapped and returns to the opener on close. */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  staticBackdrop = false,
  dismissible = true,
  closeLabel = 'Close',
  initialFocusRef,
  ...rest
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closingRef = useRef(false);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();

  const focusInitial = useEffectEvent((dialog: HTMLDialogElement) => {
    const initial =
      initialFocusRef?.current ?? dialog.querySelector<HTMLElement>('[data-autofocus]');
    if (initial) initial.focus();
    else if (document.activeElement === dialog || !dialog.contains(document.activeElement)) {
      (focusablesIn(dialog)[0] ?? dialog).focus();
    }
  });

  // A layout effect: the dialog is modal in the same frame its content appears, never a frame later.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    show(dialog);
    focusInitial(dialog);
    // A dialog closed just before (e.g. the previous one of a queue) may hand focus back a frame
    // later; pull it in again if it ended up outside.
    const frame =
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame(() => {
            if (dialog.open && !dialog.contains(document.activeElement)) focusInitial(dialog);
          })
        : 0;
    return () => {
      if (frame) cancelAnimationFrame(frame);
      closingRef.current = hide(dialog);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  const requestClose = () => {
    if (dismissible) onClose?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    rest.onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const dialog = event.currentTarget;
    if (event.key === 'Escape') {
      // Cancelling the key stops the browser's own close request, so a non-dismissible dialog stays.
      event.preventDefault();
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Wrap Tab inside the dialog instead of letting focus leave for the browser's toolbar.
    const items = focusablesIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Other close requests (e.g. the Android back gesture) arrive as `cancel`.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    requestClose();
  };

  // The browser may still close the dialog on its own; keep it in step with the `open` prop.
  const handleNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (closingRef.current) {
      closingRef.current = false;
      return;
    }
    if (dismissible) onClose?.();
    else show(event.currentTarget);
  };

  const handleMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    rest.onMouseDown?.(event);
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    rest.onClick?.(event);
    // The dialog has no padding of its own, so only a backdrop click targets it; a drag that
    // started inside (e.g. selecting text) does not count.
    const onBackdrop = event.target === event.currentTarget && pressedOnBackdrop.current;
    pressedOnBackdrop.current = false;
    if (onBackdrop && !staticBackdrop) requestClose();
  };

  return (
    <Dialog
      {...rest}
      ref={dialogRef}
      // Focusable, so a click on its padding or backdrop keeps focus (and Escape handling) inside.
      tabIndex={-1}
      $size={size}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
    >
      {open && (
        <Frame>
          <Header>
            <Title id={titleId}>{title}</Title>
            {dismissible && (
              <CloseButton type="button" aria-label={closeLabel} onClick={() => onClose?.()}>
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M5 5l10 10M15 5L5 15"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </CloseButton>
            )}
          </Header>
          <Body $fill={size === 'fullscreen'}>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Frame>
      )}
    </Dialog>
  );
}
