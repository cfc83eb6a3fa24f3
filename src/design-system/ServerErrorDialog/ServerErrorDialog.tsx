import styled from 'styled-components';
import { Button } from '../Button';
import { isOutsideApp, Link } from '../Link';
import { Modal } from '../Modal';

const Frame = styled.iframe`
  flex: 1 1 auto;
  display: block;
  width: 100%;
  min-height: 240px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Text = styled.p`
  margin: 0;
`;

const SupportLink = styled.span`
  margin-inline-end: auto;
  align-self: center;

  a {
    overflow-wrap: anywhere;
  }
`;

export interface ServerErrorDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /**
   * The HTML body of the failed response (HTTP 500 and above). It is shown in a fully sandboxed
   * frame (`sandbox=""`): no scripts, no forms, an opaque origin, so it can never touch the app.
   * Without it the dialog shows `text` instead (an error answered as JSON).
   */
  html?: string;
  /** The explanation shown when there is no `html`. */
  text?: string;
  /** Dialog heading. */
  title?: string;
  /** Accessible name of the frame showing the response. */
  frameTitle?: string;
  /** Accessible name of the × button and label of the close button. */
  closeLabel?: string;
  /** The user closed the dialog (×, the close button or Escape). */
  onClose: () => void;
  /** Adds "Try again": asks again for what failed (the parent closes the dialog). */
  onRetry?: () => void;
  /** Label of the retry button. */
  retryLabel?: string;
  /** Where to get help (the support page or a `mailto:` address); adds a link beside the buttons. */
  supportHref?: string;
  /** Label of the support link. */
  supportLabel?: string;
}

/**
 * The server failed (HTTP 5xx): its HTML error page in a sandboxed frame (full screen), or a short
 * text; with "Try again", a support link and close.
 */
export function ServerErrorDialog({
  open,
  html,
  text,
  title = 'Server error',
  frameTitle = 'Server response',
  closeLabel = 'Close',
  onClose,
  onRetry,
  retryLabel = 'Try again',
  supportHref,
  supportLabel = 'Contact support',
}: ServerErrorDialogProps) {
  const footer = (
    <>
      {supportHref && (
        <SupportLink>
          {/* A page of the app replaces the dialog; an e-mail address opens beside it. */}
          <Link href={supportHref} onClick={isOutsideApp(supportHref) ? undefined : onClose}>
            {supportLabel}
          </Link>
        </SupportLink>
      )}
      <Button variant="secondary" onClick={() => onClose()}>
        {closeLabel}
      </Button>
      {onRetry && <Button onClick={() => onRetry()}>{retryLabel}</Button>}
    </>
  );
  return (
    <Modal
      open={open}
      title={title}
      size={html === undefined ? 'sm' : 'fullscreen'}
      closeLabel={closeLabel}
      onClose={onClose}
      footer={footer}
    >
      {html === undefined ? (
        <Text>{text}</Text>
      ) : (
        /* An empty sandbox grants nothing: never add allow-scripts or allow-same-origin here. */
        <Frame srcDoc={html} sandbox="" title={frameTitle} referrerPolicy="no-referrer" />
      )}
    </Modal>
  );
}
