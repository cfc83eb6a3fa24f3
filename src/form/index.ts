/**
 * The form layer: everything a feature needs to build a form, from one import. The hook
 * (`useForm` = values + client-side `rules` + `useSubmission` + `useServerErrors`), its translated
 * texts (incl. the English Laravel texts it recognises), the banner, focus on the first invalid
 * field, and composite fields bound to the form. The money calls' flow (one idempotency key per
 * confirmation, the look-up of a lost answer, the money forms' steps) is `@/form/money`: it reads wallets and transactions, which the
 * sign-in page's forms must not load.
 */
export { useForm } from './useForm';
export type { Form, TextBinding, UseFormOptions } from './useForm';
export { RECENTLY_SUCCESSFUL_MS } from './useSubmission';
export type { SendOptions } from './useSubmission';
export { FormSubmitError } from './useServerErrors';
export type { BannerProps } from './useServerErrors';
export { FormBanner } from './FormBanner';
export { useFocusFirstInvalid } from './useFocusFirstInvalid';
export { EmailField, NewPasswordFields, PasswordInput, sharedLabels } from './fields';
export { fieldMessages, formMessages, validationMessages } from './messages';
export { translateServerMessage, translateServerText } from './translate';
export { recogniseLaravelMessage } from './laravel';
export { PASSWORD_MIN_LENGTH, newPasswordRules, rules } from './rules';
