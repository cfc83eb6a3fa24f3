import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Modal } from '../Modal';

export type ConfirmDialogTone = 'default' | 'danger';

const Text = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  & > p {
    margin: 0;
  }
`;

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question or warning, e.g. the translated `token_expired_alert_title`. */
  title: ReactNode;
  /** The explanation under the title, e.g. the translated `token_expired_alert_text`. */
  text: ReactNode;
  /** Label of the confirming button. */
  confirmLabel?: string;
  /** Label of the cancelling button. */
  cancelLabel?: string;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** The user confirmed. */
  onConfirm: () => void;
  /**
   * The user declined: the Cancel button, the × button, Escape or a backdrop click. Without it the
   * dialog is a plain alert: no Cancel button, and dismissing it counts as `onConfirm`.
   */
  onCancel?: () => void;
  /** `danger` paints the confirming button red and focuses Cancel first, for destructive actions. */
  tone?: ConfirmDialogTone;
  /** The confirmed action is running: the confirm button shows a spinner and the dialog cannot be dismissed. */
  busy?: boolean;
}

/** Asks the user to confirm or cancel one action (e.g. the expired-session warning). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  closeLabel = 'Close',
  onConfirm,
  onCancel,
  tone = 'default',
  busy = false,
}: ConfirmDialogProps) {
  const textId = useId();
  const danger = tone === 'danger';
  const dismiss = onCancel ?? onConfirm;
  return (
    <Modal
      open={open}
      title={title}
      size="sm"
      onClose={dismiss}
      dismissible={!busy}
      closeLabel={closeLabel}
      aria-describedby={textId}
      footer={
        <>
          {onCancel && (
            <Button
              variant="secondary"
              onClick={() => onCancel()}
              disabled={busy}
              data-autofocus={danger || undefined}
            >
              {cancelLabel}
            </Button>
          )}
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={() => onConfirm()}
            busy={busy}
            data-autofocus={danger && onCancel ? undefined : true}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text id={textId}>{typeof text === 'string' ? <p>{text}</p> : text}</Text>
    </Modal>
  );
}
