import { useLayoutEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { sortIncoming, type FileRejection } from './files';

interface UseFileDropOptions {
  files: File[];
  onFilesChange: (files: File[]) => void;
  onReject?: (rejection: FileRejection) => void;
  accept?: string;
  multiple: boolean;
  maxSizeBytes?: number;
  maxFiles?: number;
  disabled: boolean;
}

/** The drop zone's state: dragging, taking picked or dropped files, removing one with focus kept nearby. */
export function useFileDrop({
  files,
  onFilesChange,
  onReject,
  accept,
  multiple,
  maxSizeBytes,
  maxFiles,
  disabled,
}: UseFileDropOptions) {
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const removedIndex = useRef<number | null>(null);

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
    const { accepted, rejections } = sortIncoming(incoming, {
      files,
      accept,
      multiple,
      maxSizeBytes,
      maxFiles,
    });
    for (const rejection of rejections) onReject?.(rejection);
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

  return {
    dragging,
    inputRef,
    listRef,
    handleInput,
    handleDrag,
    handleDragLeave,
    handleDrop,
    remove,
  };
}
