import type { CSSProperties, Ref } from 'react';
import { FileIcon } from '../Field';
import {
  Bar,
  FileName,
  FileSize,
  FileText,
  Item,
  List,
  ProgressRow,
  RemoveButton,
  Track,
} from './FileDrop.styles';

/** The upload progress bar with its percentage; nothing while `progress` is undefined. */
export function UploadProgress({ progress, label }: { progress?: number; label: string }) {
  if (progress === undefined) return null;
  const percent = Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <ProgressRow>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Bar style={{ '--progress': `${percent}%` } as CSSProperties} />
      </Track>
      <span aria-hidden="true">{percent}%</span>
    </ProgressRow>
  );
}

interface FileListProps {
  files: File[];
  /** The field's id; each file's name and remove button get ids derived from it. */
  idPrefix: string;
  listRef: Ref<HTMLUListElement>;
  disabled: boolean;
  removeLabel: string;
  formatSize: (bytes: number) => string;
  onRemove: (index: number) => void;
}

/** The chosen files, each with its size and a remove button; nothing while the list is empty. */
export function FileList({
  files,
  idPrefix,
  listRef,
  disabled,
  removeLabel,
  formatSize,
  onRemove,
}: FileListProps) {
  if (files.length === 0) return null;
  return (
    <List ref={listRef}>
      {files.map((file, index) => {
        const fileId = `${idPrefix}-file-${index}`;
        return (
          <Item key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
            <FileIcon size={20} />
            <FileText>
              <FileName id={fileId}>{file.name}</FileName>
              <FileSize>{formatSize(file.size)}</FileSize>
            </FileText>
            <RemoveButton
              type="button"
              id={`${fileId}-remove`}
              aria-labelledby={`${fileId}-remove ${fileId}`}
              disabled={disabled}
              onClick={() => onRemove(index)}
            >
              {removeLabel}
            </RemoveButton>
          </Item>
        );
      })}
    </List>
  );
}
