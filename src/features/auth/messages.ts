import { defineMessages } from 'react-intl';

/** Labels shared by the auth forms (also the `{attribute}` of translated validation messages). */
export const fieldMessages = defineMessages({
  email: { id: 'auth.common.email', defaultMessage: 'E-mail' },
  password: { id: 'auth.common.password', defaultMessage: 'Password' },
  newPassword: { id: 'auth.common.newPassword', defaultMessage: 'New password' },
  passwordConfirmation: { id: 'auth.common.passwordConfirmation', defaultMessage: 'Confirm password' },
  firstName: { id: 'auth.common.firstName', defaultMessage: 'First name' },
  secondName: { id: 'auth.common.secondName', defaultMessage: 'Last name' },
  showPassword: { id: 'auth.common.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'auth.common.hidePassword', defaultMessage: 'Hide password' },
  required: { id: 'auth.common.required', defaultMessage: 'required' },
  dismiss: { id: 'auth.common.dismiss', defaultMessage: 'Dismiss' },
  backToLogin: { id: 'auth.common.backToLogin', defaultMessage: 'Back to sign in' },
  accountUnavailable: {
    id: 'auth.common.accountUnavailable',
    defaultMessage: 'Your account cannot be used right now. Please contact support.',
  },
  offline: {
    id: 'auth.common.offline',
    defaultMessage: 'We could not reach the server. Check your internet connection and try again.',
  },
});
