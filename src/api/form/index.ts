export { FormSubmitError, RECENTLY_SUCCESSFUL_MS, useForm } from './useForm';
export type {
  BannerProps,
  CheckboxBinding,
  Form,
  FormValues,
  SendOptions,
  TextBinding,
  UseFormOptions,
} from './useForm';
export { buildFormRequest, hasFiles, toFormData, type FormMethod } from './payload';
export { MAX_VALUE, MIN_VALUE, fieldAttribute, translateServerMessage, type FieldLabel } from './translate';
export { formMessages, validationMessages } from './messages';
