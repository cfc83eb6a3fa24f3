import styled from 'styled-components';
import { Modal } from '../Modal';

const Frame = styled.iframe`
  flex: 1 1 auto;
  display: block;
  width: 100%;
  min-height: 240px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface ServerErrorDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /**
   * The HTML body of the failed response (HTTP 500 and above). It is shown in a fully sandboxed
   * frame (`sandbox=""`): no scripts, no forms, an opaque origin, so it can never touch the app.
   */
  html: string;
  /** Dialog heading. */
  title?: string;
  /** Accessible name of the frame showing the response. */
  frameTitle?: string;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** The user closed the dialog (× button or Escape). */
  onClose: () => void;
}

/** Full-screen dialog showing a server's HTML error page in a sandboxed frame. */
export function ServerErrorDialog({
  open,
  html,
  title = 'Server error',
  frameTitle = 'Server response',
  closeLabel = 'Close',
  onClose,
}: ServerErrorDialogProps) {
  return (
    <Modal open={open} title={title} size="fullscreen" closeLabel={closeLabel} onClose={onClose}>
      {/* An empty sandbox grants nothing: never add allow-scripts or allow-same-origin here. */}
      <Frame srcDoc={html} sandbox="" title={frameTitle} referrerPolicy="no-referrer" />
    </Modal>
  );
}
