import { defineMessages } from 'react-intl';

export const passkeySignInMessages = defineMessages({
  button: { id: 'auth.passkey.button', defaultMessage: 'Sign in with a passkey' },
  cancelled: {
    id: 'auth.passkey.cancelled',
    defaultMessage:
      'No passkey was used: the request was cancelled or took too long, or this device has no passkey for your account. Try again, or sign in with your password.',
  },
  unsupported: {
    id: 'auth.passkey.unsupported',
    defaultMessage: 'This device cannot use a passkey here. Please sign in with your password.',
  },
  security: {
    id: 'auth.passkey.security',
    defaultMessage:
      'Your browser does not allow passkeys on this address. Please sign in with your password.',
  },
  unavailable: {
    id: 'auth.passkey.unavailable',
    defaultMessage: 'This browser cannot use passkeys. Please sign in with your password.',
  },
  notOffered: {
    id: 'auth.passkey.notOffered',
    defaultMessage:
      'Signing in with a passkey is not available at the moment. Please sign in with your password.',
  },
  unknown: {
    id: 'auth.passkey.unknown',
    defaultMessage:
      'This passkey is not known here: it may have been removed from your account. Sign in with your password or another passkey.',
  },
  expired: {
    id: 'auth.passkey.expired',
    defaultMessage: 'The passkey sign-in took too long. Please try again.',
  },
  failed: {
    id: 'auth.passkey.failed',
    defaultMessage:
      'The passkey sign-in did not work. Please try again, or sign in with your password.',
  },
});
