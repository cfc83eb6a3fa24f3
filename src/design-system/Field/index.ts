export {
  Field,
  RequiredLabelMark,
  useFieldIds,
  type FieldBaseProps,
  type FieldIds,
  type FieldProps,
} from './Field';
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
  RequiredMark,
  Root as FieldRoot,
} from './Field.styles';
export { FieldTextsContext } from './texts';
export { useFieldProps } from './useFieldProps';
export { mergeRefs, useMergedRefs } from './mergeRefs';
export * from './icons';
