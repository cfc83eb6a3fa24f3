import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the sign-in's second step (two-factor sign-in, beyond the specification). */
export const twoFactorMessages = defineMessages({
  title: { id: 'auth.twoFactor.title', defaultMessage: 'Enter your security code' },
  lead: {
    id: 'auth.twoFactor.lead',
    defaultMessage:
      'Open your authenticator app and enter the 6-digit code it shows for this account.',
  },
  recoveryLead: {
    id: 'auth.twoFactor.recoveryLead',
    defaultMessage:
      'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.',
  },
  codeLabel: { id: 'auth.twoFactor.codeLabel', defaultMessage: '6-digit code' },
  recoveryLabel: { id: 'auth.twoFactor.recoveryLabel', defaultMessage: 'Recovery code' },
  useRecovery: { id: 'auth.twoFactor.useRecovery', defaultMessage: 'Use a recovery code instead' },
  useApp: { id: 'auth.twoFactor.useApp', defaultMessage: 'Use the code from your app instead' },
  submit: { id: 'auth.twoFactor.submit', defaultMessage: 'Verify' },
  back: { id: 'auth.twoFactor.back', defaultMessage: 'Back' },
  codeFormat: {
    id: 'auth.twoFactor.codeFormat',
    defaultMessage: 'Enter the 6 digits your app shows.',
  },
  wrongCode: {
    id: 'auth.twoFactor.wrongCode',
    defaultMessage: 'This code is not right. Enter the code your app shows now.',
  },
  wrongRecovery: {
    id: 'auth.twoFactor.wrongRecovery',
    defaultMessage: 'This recovery code is not right or has already been used.',
  },
  tooManyLater: {
    id: 'auth.twoFactor.tooManyLater',
    defaultMessage: 'Too many wrong codes. Please wait a few minutes, then try again.',
  },
  expired: {
    id: 'auth.twoFactor.expired',
    defaultMessage: 'The time to enter the code ran out. Please sign in with your password again.',
  },
});

export const tooManyWait = defineMessage<{ seconds: number }>({
  id: 'auth.twoFactor.tooMany',
  defaultMessage:
    'Too many wrong codes. Please wait {seconds, plural, one {# second} other {# seconds}}, then try again.',
});

/** Under the disabled submit while the wait after a 429 lasts, counting down. */
export const waitLeft = defineMessage<{ seconds: number }>({
  id: 'auth.twoFactor.waitLeft',
  defaultMessage:
    'You can send a code again in {seconds, plural, one {# second} other {# seconds}}.',
});
