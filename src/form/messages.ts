import { requiredMarkMessage } from './requiredMark';
import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts of the form helper (specification §5 and §8). The banner and generic texts are the
 * specification's own English wording. Each text exists once: pages that need the network or
 * generic text outside a form import it from here.
 */
export const formMessages = defineMessages({
  bannerFallback: {
    id: 'form.banner.fallback',
    defaultMessage: 'There were some problems with your input.',
  },
  generic: { id: 'form.error.generic', defaultMessage: 'Something went wrong. Please try again.' },
  network: {
    id: 'form.error.network',
    defaultMessage: 'We could not reach the server. Check your internet connection and try again.',
  },
  dismiss: { id: 'form.banner.dismiss', defaultMessage: 'Dismiss' },
});

/** The banner while fields show errors: it counts them instead of repeating the first one. */
export const bannerSummary = defineMessage<{ count: number }>({
  id: 'form.banner.summary',
  defaultMessage:
    '{count, plural, one {Please correct the field below.} other {Please correct the # fields below.}}',
});

/** The password rule's line in the list under a new password. */
export const passwordMinLength = defineMessage<{ min: number }>({
  id: 'form.passwordRules.minLength',
  defaultMessage: 'At least {min, plural, one {# character} other {# characters}}',
});

/**
 * Our own wording of the texts a Laravel backend sends that are not about one field's rule (the
 * form recognises the English originals and shows these instead, in the page's language).
 */
export const serverMessages = defineMessages({
  invalid: { id: 'form.server.invalid', defaultMessage: 'The given data was invalid.' },
  credentials: {
    id: 'form.server.credentials',
    defaultMessage: 'These credentials do not match our records.',
  },
  throttle: {
    id: 'form.server.throttle',
    defaultMessage: 'Too many sign-in attempts. Please try again in {seconds} seconds.',
  },
  passwordIncorrect: {
    id: 'form.server.passwordIncorrect',
    defaultMessage: 'The password is incorrect.',
  },
  userNotFound: {
    id: 'form.server.userNotFound',
    defaultMessage: 'We cannot find a user with that e-mail address.',
  },
  resetTokenInvalid: {
    id: 'form.server.resetTokenInvalid',
    defaultMessage: 'This password reset link is invalid or has expired.',
  },
  resetLinkSent: {
    id: 'form.server.resetLinkSent',
    defaultMessage: 'We have e-mailed your password reset link.',
  },
  passwordReset: {
    id: 'form.server.passwordReset',
    defaultMessage: 'Your password has been reset.',
  },
  retryLater: { id: 'form.server.retryLater', defaultMessage: 'Please wait before retrying.' },
  notVerified: {
    id: 'form.server.notVerified',
    defaultMessage: 'Your e-mail address is not verified yet.',
  },
  alreadyVerified: {
    id: 'form.server.alreadyVerified',
    defaultMessage: 'Your e-mail address is already verified.',
  },
  verified: {
    id: 'form.server.verified',
    defaultMessage: 'Your e-mail address has been verified.',
  },
  verificationSent: {
    id: 'form.server.verificationSent',
    defaultMessage: 'We have e-mailed your verification link.',
  },
  verificationInvalid: {
    id: 'form.server.verificationInvalid',
    defaultMessage: 'The verification link is invalid.',
  },
  autologinUsed: {
    id: 'form.server.autologinUsed',
    defaultMessage: 'This sign-in link has expired or was already used.',
  },
});

/** Texts of the checks the form makes in the browser before sending (besides `validationMessages`). */
export const ruleMessages = defineMessages({
  confirmation: { id: 'form.rule.confirmation', defaultMessage: 'The passwords do not match.' },
  rulesTitle: { id: 'form.passwordRules.title', defaultMessage: 'Your password needs' },
  matches: { id: 'form.passwordRules.matches', defaultMessage: 'The same password in both fields' },
  met: { id: 'form.passwordRules.met', defaultMessage: 'done' },
  unmet: { id: 'form.passwordRules.unmet', defaultMessage: 'not yet' },
});

/**
 * Labels of the fields every feature's forms share (also the `{attribute}` of translated
 * validation messages), and the texts of the composite fields.
 */
export const fieldMessages = defineMessages({
  email: { id: 'form.field.email', defaultMessage: 'E-mail' },
  password: { id: 'form.field.password', defaultMessage: 'Password' },
  newPassword: { id: 'form.field.newPassword', defaultMessage: 'New password' },
  passwordConfirmation: {
    id: 'form.field.passwordConfirmation',
    defaultMessage: 'Confirm password',
  },
  firstName: { id: 'form.field.firstName', defaultMessage: 'First name' },
  secondName: { id: 'form.field.secondName', defaultMessage: 'Last name' },
  showPassword: { id: 'form.field.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'form.field.hidePassword', defaultMessage: 'Hide password' },
  required: requiredMarkMessage,
});

/**
 * Translations of the server's validation keys (Laravel style). `{attribute}` is the translated
 * field name; keys containing `min` get `{min}` = 50 and keys containing `max` get `{max}` = 2000.
 */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'The {attribute} field is required.' },
  email: {
    id: 'validation.email',
    defaultMessage: 'The {attribute} must be a valid e-mail address.',
  },
  minString: {
    id: 'validation.min.string',
    defaultMessage: 'The {attribute} must be at least {min} characters.',
  },
  maxString: {
    id: 'validation.max.string',
    defaultMessage: 'The {attribute} may not be greater than {max} characters.',
  },
  minNumeric: {
    id: 'validation.min.numeric',
    defaultMessage: 'The {attribute} must be at least {min}.',
  },
  maxNumeric: {
    id: 'validation.max.numeric',
    defaultMessage: 'The {attribute} may not be greater than {max}.',
  },
  maxFile: {
    id: 'validation.max.file',
    defaultMessage: 'The {attribute} may not be greater than {max} kilobytes.',
  },
  confirmed: {
    id: 'validation.confirmed',
    defaultMessage: 'The {attribute} confirmation does not match.',
  },
  accepted: { id: 'validation.accepted', defaultMessage: 'The {attribute} must be accepted.' },
  unique: { id: 'validation.unique', defaultMessage: 'The {attribute} has already been taken.' },
  string: { id: 'validation.string', defaultMessage: 'The {attribute} must be a string.' },
  numeric: { id: 'validation.numeric', defaultMessage: 'The {attribute} must be a number.' },
  integer: { id: 'validation.integer', defaultMessage: 'The {attribute} must be a whole number.' },
  in: { id: 'validation.in', defaultMessage: 'The selected {attribute} is invalid.' },
  regex: { id: 'validation.regex', defaultMessage: 'The {attribute} format is invalid.' },
  date: { id: 'validation.date', defaultMessage: 'The {attribute} is not a valid date.' },
  dateRange: { id: 'validation.date.range', defaultMessage: 'Enter a date from {min} to {max}.' },
  gtNumeric: {
    id: 'validation.gt.numeric',
    defaultMessage: 'The {attribute} must be greater than {value}.',
  },
});
