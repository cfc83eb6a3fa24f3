import type { Ref } from 'react';
import { UploadIcon, type useFieldIds } from '../Field';
import { Browse, DragOnly, TouchOnly, Zone, ZoneText } from './FileDrop.styles';
import type { useFileDrop } from './useFileDrop';

interface DropZoneProps {
  drop: ReturnType<typeof useFileDrop>;
  inputRef: Ref<HTMLInputElement>;
  ids: ReturnType<typeof useFieldIds>;
  /** Attributes of the hidden `<input type="file">`. */
  input: {
    name?: string;
    accept?: string;
    multiple: boolean;
    disabled: boolean;
    required: boolean;
  };
  invalid: boolean;
  labels: { dropLabel: string; browseLabel: string; touchBrowseLabel: string };
}

/** The dashed zone files are dropped on, with its prompt and the visually hidden file input. */
export function DropZone({ drop, inputRef, ids, input, invalid, labels }: DropZoneProps) {
  const { disabled } = input;
  return (
    <Zone
      $dragging={drop.dragging}
      $invalid={invalid}
      $disabled={disabled}
      data-dragging={drop.dragging || undefined}
      onDragEnter={drop.handleDrag}
      onDragOver={drop.handleDrag}
      onDragLeave={drop.handleDragLeave}
      onDrop={drop.handleDrop}
    >
      <UploadIcon size={24} />
      <ZoneText>
        <DragOnly>{labels.dropLabel} </DragOnly>
        {/* Not a second <label> of the input (a control has one label: IBM Equal Access
            form_label_unique); a click opens the same file picker. */}
        <Browse
          $disabled={disabled}
          onClick={() => {
            if (!disabled) drop.inputRef.current?.click();
          }}
        >
          <DragOnly>{labels.browseLabel}</DragOnly>
          <TouchOnly>{labels.touchBrowseLabel}</TouchOnly>
        </Browse>
      </ZoneText>
      <input
        ref={inputRef}
        id={ids.id}
        name={input.name}
        type="file"
        className="visually-hidden"
        accept={input.accept}
        multiple={input.multiple}
        required={input.required}
        disabled={disabled}
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy}
        aria-invalid={invalid || undefined}
        onChange={drop.handleInput}
      />
    </Zone>
  );
}
