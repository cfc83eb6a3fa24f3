import { defineMessage, defineMessages } from 'react-intl';

export const passkeyMessages = defineMessages({
  title: { id: 'account.passkeys.title', defaultMessage: 'Passkeys' },
  lead: {
    id: 'account.passkeys.lead',
    defaultMessage:
      'A passkey signs you in with your device’s own lock (a fingerprint, your face or a PIN) instead of a password. It cannot be phished: it only works on this site, and never leaves your device.',
  },
  loading: { id: 'account.passkeys.loading', defaultMessage: 'Loading your passkeys…' },
  loadFailed: {
    id: 'account.passkeys.loadFailed',
    defaultMessage: 'Your passkeys could not be loaded.',
  },
  empty: { id: 'account.passkeys.empty', defaultMessage: 'You have not added a passkey yet.' },
  listLabel: { id: 'account.passkeys.listLabel', defaultMessage: 'Your passkeys' },
  added: { id: 'account.passkeys.added', defaultMessage: 'Added' },
  lastUsed: { id: 'account.passkeys.lastUsed', defaultMessage: 'Last used' },
  neverUsed: { id: 'account.passkeys.neverUsed', defaultMessage: 'Not used yet' },
  remove: { id: 'account.passkeys.remove', defaultMessage: 'Remove' },
  nameLabel: { id: 'account.passkeys.nameLabel', defaultMessage: 'Name of the new passkey' },
  nameHint: {
    id: 'account.passkeys.nameHint',
    defaultMessage: 'So you can tell your passkeys apart. Your device then asks you to confirm.',
  },
  add: { id: 'account.passkeys.add', defaultMessage: 'Add a passkey' },
  addedToast: { id: 'account.passkeys.addedToast', defaultMessage: 'The passkey has been added.' },
  fallbackName: { id: 'account.passkeys.fallbackName', defaultMessage: 'My passkey' },
  unavailable: {
    id: 'account.passkeys.unavailable',
    defaultMessage:
      'This browser cannot use passkeys. Open your account in a current version of Chrome, Edge, Firefox or Safari to add one.',
  },
  refusedCancelled: {
    id: 'account.passkeys.refusedCancelled',
    defaultMessage:
      'No passkey was added: the request was cancelled or took too long. Try again when you are ready.',
  },
  refusedExists: {
    id: 'account.passkeys.refusedExists',
    defaultMessage:
      'This device already holds a passkey for your account. You can use that one to sign in.',
  },
  refusedUnsupported: {
    id: 'account.passkeys.refusedUnsupported',
    defaultMessage:
      'This device cannot make a passkey. A passkey needs a screen lock (a fingerprint, your face or a PIN) or a security key.',
  },
  refusedSecurity: {
    id: 'account.passkeys.refusedSecurity',
    defaultMessage:
      'Your browser does not allow passkeys on this address. Open your account at its usual web address and try again.',
  },
  notVerified: {
    id: 'account.passkeys.notVerified',
    defaultMessage: 'The passkey could not be checked, so it was not added. Please try again.',
  },
  addFailed: {
    id: 'account.passkeys.addFailed',
    defaultMessage: 'The passkey could not be added. Please try again.',
  },
  removeTitle: { id: 'account.passkeys.removeTitle', defaultMessage: 'Remove this passkey?' },
  removeConfirm: { id: 'account.passkeys.removeConfirm', defaultMessage: 'Remove passkey' },
  removed: { id: 'account.passkeys.removed', defaultMessage: 'The passkey has been removed.' },
});

export const defaultPasskeyName = defineMessage<{ browser: string; system: string }>({
  id: 'account.passkeys.defaultName',
  defaultMessage: '{browser} on {system}',
});

export const removeText = defineMessage<{ name: string }>({
  id: 'account.passkeys.removeText',
  defaultMessage:
    '“{name}” will no longer sign you in. Enter your password to confirm. To remove it from the device as well, use the device’s password manager.',
});
