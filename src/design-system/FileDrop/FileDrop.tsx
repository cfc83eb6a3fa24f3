import type { Ref } from 'react';
import {
  FieldRoot,
  Hint,
  Label,
  RequiredLabelMark,
  useFieldIds,
  useMergedRefs,
  type FieldBaseProps,
} from '../Field';
import { FieldError } from '../FieldError';
import { DropZone } from './DropZone';
import { FileList, UploadProgress } from './FileDropParts';
import { formatFileSize, type FileRejection } from './files';
import { useFileDrop } from './useFileDrop';

export interface FileDropProps extends FieldBaseProps {
  /** Accepted types as in `<input accept>`: extensions and MIME types, e.g. `.pdf,image/*`. */
  accept?: string;
  /** Allow several files; new choices are added to the list. Otherwise a choice replaces the file. */
  multiple?: boolean;
  /** Largest accepted file in bytes; bigger ones go to `onReject` as `too-large`. */
  maxSizeBytes?: number;
  /** With `multiple`: at most this many files in the list; the ones beyond go to `onReject` as `too-many`. */
  maxFiles?: number;
  /** The chosen files (controlled). */
  files: File[];
  /** Called with the new list after files are added or removed. */
  onFilesChange: (files: File[]) => void;
  /** Called once per file that is turned away: wrong type, too large, or too many. */
  onReject?: (rejection: FileRejection) => void;
  /** Upload progress 0–100; shows a progress bar while defined. */
  progress?: number;
  /** Accessible name of the progress bar. */
  progressLabel?: string;
  /** Text before the browse link in the drop zone. */
  dropLabel?: string;
  /** Text of the browse link that opens the file picker. */
  browseLabel?: string;
  /**
   * The whole prompt where nothing can be dragged (a touch screen without a mouse): "Choose
   * files" instead of "Drag files here or choose files".
   */
  touchBrowseLabel?: string;
  /** Text of each file's remove button (the file name is added for screen readers). */
  removeLabel?: string;
  /** Human file size; defaults to English units ("1.5 MB"). */
  formatSize?: (bytes: number) => string;
  /** Form field name of the file input. */
  name?: string;
  /** Forwarded to the `<input type="file">`. */
  ref?: Ref<HTMLInputElement>;
}

/** A drop zone with a keyboard-operable file picker, the chosen files and optional upload progress. */
export function FileDrop({
  label,
  hint,
  error,
  required = false,
  requiredLabel,
  disabled = false,
  id,
  fullWidth = true,
  className,
  style,
  accept,
  multiple = false,
  maxSizeBytes,
  maxFiles,
  files,
  onFilesChange,
  onReject,
  progress,
  progressLabel = 'Upload progress',
  dropLabel = 'Drag files here or',
  browseLabel = 'browse',
  touchBrowseLabel = 'Choose files',
  removeLabel = 'Remove',
  formatSize = formatFileSize,
  name,
  ref,
}: FileDropProps) {
  const ids = useFieldIds({ id, hint, error });
  const drop = useFileDrop({
    files,
    onFilesChange,
    onReject,
    accept,
    multiple,
    maxSizeBytes,
    maxFiles,
    disabled,
  });
  const mergedRef = useMergedRefs<HTMLInputElement>(drop.inputRef, ref);
  const invalid = Boolean(error);

  return (
    <FieldRoot className={className} style={style} $fullWidth={fullWidth}>
      <Label id={ids.labelId} htmlFor={ids.id} $disabled={disabled}>
        {label}
        {required && <RequiredLabelMark requiredLabel={requiredLabel} />}
      </Label>
      <DropZone
        drop={drop}
        inputRef={mergedRef}
        ids={ids}
        input={{ name, accept, multiple, disabled, required: required && files.length === 0 }}
        invalid={invalid}
        labels={{ dropLabel, browseLabel, touchBrowseLabel }}
      />
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <FieldError id={ids.errorId} message={error} />
      <UploadProgress progress={progress} label={progressLabel} />
      <FileList
        files={files}
        idPrefix={ids.id}
        listRef={drop.listRef}
        disabled={disabled}
        removeLabel={removeLabel}
        formatSize={formatSize}
        onRemove={drop.remove}
      />
    </FieldRoot>
  );
}
