/**
 * The form layer: everything a feature needs to build a form, from one import. The hook
 * (`useForm` = values + `useSubmission` + `useServerErrors`), its translated texts, the banner,
 * focus on the first invalid field, and composite fields bound to the form.
 */
export { useForm } from './useForm';
export type { CheckboxBinding, Form, FormValues, TextBinding, UseFormOptions } from './useForm';
export { RECENTLY_SUCCESSFUL_MS, useSubmission } from './useSubmission';
export type { SendOptions, Submission, SubmissionResult } from './useSubmission';
export { FormSubmitError, useServerErrors } from './useServerErrors';
export type { BannerProps, FailureBag, ServerErrors } from './useServerErrors';
export { FormBanner } from './FormBanner';
export type { FormBannerProps } from './FormBanner';
export { useFocusFirstInvalid } from './useFocusFirstInvalid';
export { EmailField, NewPasswordFields, PasswordInput, sharedLabels } from './fields';
export type { NewPasswordFieldsProps } from './fields';
export { fieldMessages, formMessages, validationMessages } from './messages';
export { MAX_VALUE, MIN_VALUE, fieldAttribute, translateServerMessage, type FieldLabel } from './translate';
