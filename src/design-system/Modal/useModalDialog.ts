import {
  useEffectEvent,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { focusablesIn, hide, show, wrapTab } from './dialog';

/**
 * Shows the native dialog while `open` (modal in the same frame its content appears), focuses the
 * initial element, and on close hides it and hands focus back to the opener. Returns the dialog's
 * ref and a ref that is true while a close this hook started is on its way.
 */
export function useModalDialog(
  open: boolean,
  initialFocusRef: RefObject<HTMLElement | null> | undefined,
) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closingRef = useRef(false);

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

  return { dialogRef, closingRef };
}

interface DialogEventsOptions {
  closingRef: RefObject<boolean>;
  dismissible: boolean;
  staticBackdrop: boolean;
  onClose?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onMouseDown?: (event: MouseEvent<HTMLDialogElement>) => void;
  onClick?: (event: MouseEvent<HTMLDialogElement>) => void;
}

/** The dialog's event handlers: Escape, Tab wrapping, cancel, native close and backdrop clicks. */
export function useDialogEvents({
  closingRef,
  dismissible,
  staticBackdrop,
  onClose,
  onKeyDown,
  onMouseDown,
  onClick,
}: DialogEventsOptions) {
  const pressedOnBackdrop = useRef(false);

  const requestClose = () => {
    if (dismissible) onClose?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // Cancelling the key stops the browser's own close request, so a non-dismissible dialog stays.
      event.preventDefault();
      event.stopPropagation();
      requestClose();
    } else if (event.key === 'Tab') {
      wrapTab(event);
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
    onMouseDown?.(event);
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event);
    // The dialog has no padding of its own, so only a backdrop click targets it; a drag that
    // started inside (e.g. selecting text) does not count.
    const onBackdrop = event.target === event.currentTarget && pressedOnBackdrop.current;
    pressedOnBackdrop.current = false;
    if (onBackdrop && !staticBackdrop) requestClose();
  };

  return {
    onKeyDown: handleKeyDown,
    onCancel: handleCancel,
    onClose: handleNativeClose,
    onMouseDown: handleMouseDown,
    onClick: handleClick,
  };
}
