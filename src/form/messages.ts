import { defineMessages } from 'react-intl';

/**
 * Texts of the form helper (specification §5 and §8). The banner and generic texts are the
 * specification's own English wording. Each text exists once: pages that need the network or
 * generic text outside a form import it from here.
 */
export const formMessages = defineMessages({
  bannerFallback: { id: 'form.banner.fallback', defaultMessage: 'There were some problems with your input.' },
  generic: { id: 'form.error.generic', defaultMessage: 'Something went wrong. Please try again.' },
  network: {
    id: 'form.error.network',
    defaultMessage: 'We could not reach the server. Check your internet connection and try again.',
  },
  dismiss: { id: 'form.banner.dismiss', defaultMessage: 'Dismiss' },
});

/**
 * Labels of the fields every feature's forms share (also the `{attribute}` of translated
 * validation messages), and the texts of the composite fields.
 */
export const fieldMessages = defineMessages({
  email: { id: 'form.field.email', defaultMessage: 'E-mail' },
  password: { id: 'form.field.password', defaultMessage: 'Password' },
  newPassword: { id: 'form.field.newPassword', defaultMessage: 'New password' },
  passwordConfirmation: { id: 'form.field.passwordConfirmation', defaultMessage: 'Confirm password' },
  firstName: { id: 'form.field.firstName', defaultMessage: 'First name' },
  secondName: { id: 'form.field.secondName', defaultMessage: 'Last name' },
  showPassword: { id: 'form.field.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'form.field.hidePassword', defaultMessage: 'Hide password' },
  required: { id: 'form.field.required', defaultMessage: 'required' },
});

/**
 * Translations of the server's validation keys (Laravel style). `{attribute}` is the translated
 * field name; keys containing `min` get `{min}` = 50 and keys containing `max` get `{max}` = 2000.
 */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'The {attribute} field is required.' },
  email: { id: 'validation.email', defaultMessage: 'The {attribute} must be a valid e-mail address.' },
  minString: { id: 'validation.min.string', defaultMessage: 'The {attribute} must be at least {min} characters.' },
  maxString: {
    id: 'validation.max.string',
    defaultMessage: 'The {attribute} may not be greater than {max} characters.',
  },
  minNumeric: { id: 'validation.min.numeric', defaultMessage: 'The {attribute} must be at least {min}.' },
  maxNumeric: { id: 'validation.max.numeric', defaultMessage: 'The {attribute} may not be greater than {max}.' },
  maxFile: {
    id: 'validation.max.file',
    defaultMessage: 'The {attribute} may not be greater than {max} kilobytes.',
  },
  confirmed: { id: 'validation.confirmed', defaultMessage: 'The {attribute} confirmation does not match.' },
  accepted: { id: 'validation.accepted', defaultMessage: 'The {attribute} must be accepted.' },
  unique: { id: 'validation.unique', defaultMessage: 'The {attribute} has already been taken.' },
  string: { id: 'validation.string', defaultMessage: 'The {attribute} must be a string.' },
  numeric: { id: 'validation.numeric', defaultMessage: 'The {attribute} must be a number.' },
});
