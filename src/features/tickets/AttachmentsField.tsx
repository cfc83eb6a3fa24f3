import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FileDrop, type FileRejection } from '@/design-system/FileDrop';
import { formatBytes } from '@/lib/format';
import { rejectionMessages, ticketMessages as m } from './messages';

/** The contract's limits, checked before anything is uploaded. */
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Images, PDF and plain text only (no SVG: it can carry script). */
export const ATTACHMENT_ACCEPT =
  'image/jpeg,image/png,image/gif,image/webp,application/pdf,text/plain,.jpg,.jpeg,.png,.gif,.webp,.pdf,.txt';

const REASON = {
  'wrong-type': rejectionMessages.wrongType,
  'too-large': rejectionMessages.tooLarge,
  'too-many': rejectionMessages.tooMany,
} as const;

const Refused = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  list-style: none;
`;

export interface AttachmentsFieldProps {
  id: string;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** The server's message about the attachments (422), if any. */
  error?: string;
  /** Upload progress 0–100 while the message is being sent. */
  progress?: number;
  disabled?: boolean;
}

/**
 * Files for a ticket message: at most five, 10 MB each, images, PDF and text. Files that break a
 * rule are turned away before any upload, each with a sentence saying why (announced at once).
 */
export function AttachmentsField({
  id,
  files,
  onFilesChange,
  error,
  progress,
  disabled,
}: AttachmentsFieldProps) {
  const intl = useIntl();
  const [refused, setRefused] = useState<string[]>([]);
  // The notes describe the latest pick or drop: a new one starts a fresh list (capture phase,
  // before the drop zone sorts the files).
  const pick = useRef<string[]>([]);
  const startPick = () => {
    pick.current = [];
    setRefused([]);
  };
  const onReject = (rejection: FileRejection) => {
    pick.current.push(intl.formatMessage(REASON[rejection.reason], { name: rejection.file.name }));
    setRefused([...pick.current]);
  };

  return (
    <div onChangeCapture={startPick} onDropCapture={startPick}>
      <FileDrop
        id={id}
        name="attachments[]"
        label={intl.formatMessage(m.attachments)}
        hint={intl.formatMessage(m.attachmentsHint)}
        dropLabel={intl.formatMessage(m.drop)}
        browseLabel={intl.formatMessage(m.browse)}
        touchBrowseLabel={intl.formatMessage(m.chooseTouch)}
        removeLabel={intl.formatMessage(m.remove)}
        progressLabel={intl.formatMessage(m.progress)}
        formatSize={formatBytes}
        accept={ATTACHMENT_ACCEPT}
        multiple
        maxFiles={MAX_ATTACHMENTS}
        maxSizeBytes={MAX_ATTACHMENT_BYTES}
        files={files}
        onFilesChange={onFilesChange}
        onReject={onReject}
        error={error}
        progress={progress}
        disabled={disabled}
      />
      <div role="alert">
        {refused.length > 0 && (
          <Refused>
            {refused.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </Refused>
        )}
      </div>
    </div>
  );
}
