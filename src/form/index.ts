/**
 * The form layer: everything a feature needs to build a form, from one import. The hook
 * (`useForm` = values + client-side `rules` + `useSubmission` + `useServerErrors`), its translated
 * texts (incl. the English Laravel texts it recognises), the banner, focus on the first invalid
 * field, and composite fields bound to the form.
 */
export { useForm } from './useForm';
export type { CheckboxBinding, Form, FormValues, TextBinding, UseFormOptions } from './useForm';
export { RECENTLY_SUCCESSFUL_MS, useSubmission } from './useSubmission';
export type { SendOptions, Submission, SubmissionResult } from './useSubmission';
export { FormSubmitError, bannerMessage, useServerErrors } from './useServerErrors';
export type { BannerProps, FailureBag, ServerErrors } from './useServerErrors';
export { FormBanner } from './FormBanner';
export type { FormBannerProps } from './FormBanner';
export { useFocusFirstInvalid } from './useFocusFirstInvalid';
export { useIdempotencyKey, type IdempotencyKeys } from './useIdempotencyKey';
export { EmailField, NewPasswordFields, PasswordInput, sharedLabels } from './fields';
export type { NewPasswordFieldsProps } from './fields';
export { PasswordRules } from './PasswordRules';
export type { PasswordRulesProps } from './PasswordRules';
export { bannerSummary, fieldMessages, formMessages, passwordMinLength, ruleMessages, serverMessages, validationMessages } from './messages';
export {
  MAX_VALUE,
  MIN_VALUE,
  fieldAttribute,
  isFormLevelMessage,
  translateServerMessage,
  translateServerText,
  type FieldLabel,
} from './translate';
export { recogniseLaravelMessage, type RecognisedMessage } from './laravel';
export {
  EMAIL_SHAPE,
  PASSWORD_MIN_LENGTH,
  findProblems,
  newPasswordRules,
  rules,
  type ClientProblem,
  type ClientProblems,
  type FieldRules,
  type Rule,
} from './rules';
export { FieldTexts } from './FieldTexts';
