import { useId, type DialogHTMLAttributes, type ReactNode, type RefObject } from 'react';
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
import { useDialogEvents, useModalDialog } from './useModalDialog';

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
  const titleId = useId();
  const { dialogRef, closingRef } = useModalDialog(open, initialFocusRef);
  const events = useDialogEvents({
    closingRef,
    dismissible,
    staticBackdrop,
    onClose,
    onKeyDown: rest.onKeyDown,
    onMouseDown: rest.onMouseDown,
    onClick: rest.onClick,
  });

  return (
    <Dialog
      {...rest}
      ref={dialogRef}
      // Focusable, so a click on its padding or backdrop keeps focus (and Escape handling) inside.
      tabIndex={-1}
      $size={size}
      aria-labelledby={titleId}
      aria-modal="true"
      {...events}
    >
      {open && (
        <Frame>
          <Header>
            <Title id={titleId}>{title}</Title>
            {dismissible && <CloseIconButton label={closeLabel} onClick={() => onClose?.()} />}
          </Header>
          <Body $fill={size === 'fullscreen'}>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Frame>
      )}
    </Dialog>
  );
}

function CloseIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <CloseButton type="button" aria-label={label} onClick={onClick}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M5 5l10 10M15 5L5 15"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </CloseButton>
  );
}
