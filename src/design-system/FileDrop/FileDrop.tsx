import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type DragEvent,
  type Ref,
} from 'react';
import {
  FieldRoot,
  FileIcon,
  Hint,
  Label,
  RequiredLabelMark,
  UploadIcon,
  useFieldIds,
  useMergedRefs,
  type FieldBaseProps,
} from '../Field';
import { FieldError } from '../FieldError';
import {
  Bar,
  Browse,
  DragOnly,
  FileName,
  FileSize,
  FileText,
  Item,
  List,
  ProgressRow,
  RemoveButton,
  TouchOnly,
  Track,
  Zone,
  ZoneText,
} from './FileDrop.styles';
import { formatFileSize, matchesAccept, sameFile, type FileRejection } from './files';

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
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const mergedRef = useMergedRefs<HTMLInputElement>(inputRef, ref);
  const removedIndex = useRef<number | null>(null);
  const invalid = Boolean(error);

  // After a removal, keep keyboard focus nearby instead of dropping it on <body>.
  useLayoutEffect(() => {
    const index = removedIndex.current;
    if (index === null) return;
    removedIndex.current = null;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)] ?? inputRef.current;
    next?.focus();
  }, [files]);

  const take = (incoming: File[]) => {
    const accepted: File[] = [];
    const room = multiple ? (maxFiles ?? Infinity) - files.length : 1;
    for (const file of incoming) {
      if (multiple && files.some((had) => sameFile(had, file))) continue;
      if (!matchesAccept(file, accept)) onReject?.({ file, reason: 'wrong-type' });
      else if (maxSizeBytes !== undefined && file.size > maxSizeBytes)
        onReject?.({ file, reason: 'too-large' });
      else if (accepted.length >= room) onReject?.({ file, reason: 'too-many' });
      else accepted.push(file);
    }
    if (accepted.length === 0) return;
    if (!multiple) onFilesChange(accepted.slice(0, 1));
    else onFilesChange([...files, ...accepted]);
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.target.files ?? []));
    // Clear the input so choosing the same file again (after removing it) fires a change.
    event.target.value = '';
  };

  const handleDrag = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const handleDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDragging(false);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(Array.from(event.dataTransfer.files));
  };

  const remove = (index: number) => {
    removedIndex.current = index;
    onFilesChange(files.filter((_, i) => i !== index));
  };

  const percent =
    progress === undefined ? undefined : Math.round(Math.min(100, Math.max(0, progress)));

  return (
    <FieldRoot className={className} style={style} $fullWidth={fullWidth}>
      <Label id={ids.labelId} htmlFor={ids.id} $disabled={disabled}>
        {label}
        {required && <RequiredLabelMark requiredLabel={requiredLabel} />}
      </Label>
      <Zone
        $dragging={dragging}
        $invalid={invalid}
        $disabled={disabled}
        data-dragging={dragging || undefined}
        onDragEnter={handleDrag}
        onDragOver={handleDrag}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
      >
        <UploadIcon size={24} />
        <ZoneText>
          <DragOnly>{dropLabel} </DragOnly>
          {/* Not a second <label> of the input (a control has one label: IBM Equal Access
              form_label_unique); a click opens the same file picker. */}
          <Browse
            $disabled={disabled}
            onClick={() => {
              if (!disabled) inputRef.current?.click();
            }}
          >
            <DragOnly>{browseLabel}</DragOnly>
            <TouchOnly>{touchBrowseLabel}</TouchOnly>
          </Browse>
        </ZoneText>
        <input
          ref={mergedRef}
          id={ids.id}
          name={name}
          type="file"
          className="visually-hidden"
          accept={accept}
          multiple={multiple}
          required={required && files.length === 0}
          disabled={disabled}
          aria-labelledby={ids.labelId}
          aria-describedby={ids.describedBy}
          aria-invalid={invalid || undefined}
          onChange={handleInput}
        />
      </Zone>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <FieldError id={ids.errorId} message={error} />
      {percent !== undefined ? (
        <ProgressRow>
          <Track
            role="progressbar"
            aria-label={progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <Bar style={{ '--progress': `${percent}%` } as CSSProperties} />
          </Track>
          <span aria-hidden="true">{percent}%</span>
        </ProgressRow>
      ) : null}
      {files.length > 0 ? (
        <List ref={listRef}>
          {files.map((file, index) => {
            const fileId = `${ids.id}-file-${index}`;
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
                  onClick={() => remove(index)}
                >
                  {removeLabel}
                </RemoveButton>
              </Item>
            );
          })}
        </List>
      ) : null}
    </FieldRoot>
  );
}
