export { Field, RequiredLabelMark, useFieldIds, type FieldBaseProps } from './Field';
export {
  Adornment,
  BareInput,
  BareTextarea,
  CONTROL_MIN_HEIGHT,
  controlBorder,
  controlText,
  Frame,
  Hint,
  Label,
  Root as FieldRoot,
} from './Field.styles';
export { useFieldProps } from './useFieldProps';
export { useMergedRefs } from './mergeRefs';
export * from './icons';
