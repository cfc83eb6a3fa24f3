import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the two-factor card and its dialogs (calls 44–48, beyond the specification). */
export const twoFactorMessages = defineMessages({
  title: { id: 'account.twoFactor.title', defaultMessage: 'Two-factor sign-in' },
  lead: {
    id: 'account.twoFactor.lead',
    defaultMessage:
      'With it on, signing in takes your password and a 6-digit code from an authenticator app on your phone.',
  },
  on: {
    id: 'account.twoFactor.on',
    defaultMessage: 'On: signing in takes a code from your app.',
  },
  off: {
    id: 'account.twoFactor.off',
    defaultMessage: 'Off: your password alone signs you in.',
  },
  loading: {
    id: 'account.twoFactor.loading',
    defaultMessage: 'Loading the two-factor sign-in status…',
  },
  loadFailed: {
    id: 'account.twoFactor.loadFailed',
    defaultMessage: 'The two-factor sign-in status could not be loaded',
  },
  turnOn: { id: 'account.twoFactor.turnOn', defaultMessage: 'Turn on' },
  turnOff: { id: 'account.twoFactor.turnOff', defaultMessage: 'Turn off' },
  newCodes: { id: 'account.twoFactor.newCodes', defaultMessage: 'New recovery codes' },
  setUpFailed: {
    id: 'account.twoFactor.setUpFailed',
    defaultMessage: 'Two-factor sign-in could not be set up. Please try again.',
  },
  // The set-up dialog.
  setUpTitle: { id: 'account.twoFactor.setUpTitle', defaultMessage: 'Turn on two-factor sign-in' },
  scanStep: {
    id: 'account.twoFactor.scanStep',
    defaultMessage:
      'Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.',
  },
  qrLabel: {
    id: 'account.twoFactor.qrLabel',
    defaultMessage: 'QR code to add this account to an authenticator app',
  },
  qrUnavailable: {
    id: 'account.twoFactor.qrUnavailable',
    defaultMessage: 'The QR code could not be shown. Type the key below into the app instead.',
  },
  keyStep: {
    id: 'account.twoFactor.keyStep',
    defaultMessage: 'Cannot scan it? Type this key into the app instead:',
  },
  copyKey: { id: 'account.twoFactor.copyKey', defaultMessage: 'Copy key' },
  keyCopied: { id: 'account.twoFactor.keyCopied', defaultMessage: 'The key has been copied.' },
  codeStep: {
    id: 'account.twoFactor.codeStep',
    defaultMessage: 'Then enter the 6-digit code the app shows, to confirm it works.',
  },
  codeLabel: { id: 'account.twoFactor.codeLabel', defaultMessage: '6-digit code' },
  codeFormat: {
    id: 'account.twoFactor.codeFormat',
    defaultMessage: 'Enter the 6 digits your app shows.',
  },
  wrongCode: {
    id: 'account.twoFactor.wrongCode',
    defaultMessage: 'This code is not right. Enter the code your app shows now.',
  },
  confirm: { id: 'account.twoFactor.confirm', defaultMessage: 'Confirm and turn on' },
  turnedOn: { id: 'account.twoFactor.turnedOn', defaultMessage: 'Two-factor sign-in is on.' },
  // Recovery codes, shown once.
  codesTitle: { id: 'account.twoFactor.codesTitle', defaultMessage: 'Save your recovery codes' },
  codesLead: {
    id: 'account.twoFactor.codesLead',
    defaultMessage:
      'If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown only now: keep them somewhere safe.',
  },
  codesList: { id: 'account.twoFactor.codesList', defaultMessage: 'Recovery codes' },
  copyCodes: { id: 'account.twoFactor.copyCodes', defaultMessage: 'Copy' },
  downloadCodes: { id: 'account.twoFactor.downloadCodes', defaultMessage: 'Download (.txt)' },
  codesCopied: {
    id: 'account.twoFactor.codesCopied',
    defaultMessage: 'The recovery codes have been copied.',
  },
  copyFailed: {
    id: 'account.twoFactor.copyFailed',
    defaultMessage: 'Copying did not work. Select the text and copy it yourself.',
  },
  saved: { id: 'account.twoFactor.saved', defaultMessage: 'I have saved them' },
  fileHeading: {
    id: 'account.twoFactor.fileHeading',
    defaultMessage: 'Recovery codes for two-factor sign-in. Each code works once.',
  },
  // Turning it off.
  disableTitle: {
    id: 'account.twoFactor.disableTitle',
    defaultMessage: 'Turn off two-factor sign-in?',
  },
  disableLead: {
    id: 'account.twoFactor.disableLead',
    defaultMessage:
      'Confirm with your password and a code from your app (or a recovery code). Afterwards your password alone signs you in.',
  },
  disableCodeLabel: {
    id: 'account.twoFactor.disableCodeLabel',
    defaultMessage: 'Code from your app or a recovery code',
  },
  turnedOff: { id: 'account.twoFactor.turnedOff', defaultMessage: 'Two-factor sign-in is off.' },
  wrongDisableCode: {
    id: 'account.twoFactor.wrongDisableCode',
    defaultMessage:
      'This code is not right. Enter the code your app shows now, or a recovery code.',
  },
  // New recovery codes.
  renewTitle: { id: 'account.twoFactor.renewTitle', defaultMessage: 'Create new recovery codes?' },
  renewLead: {
    id: 'account.twoFactor.renewLead',
    defaultMessage:
      'Confirm with your password. You get eight new codes, and the ones you have now stop working.',
  },
  renewSubmit: { id: 'account.twoFactor.renewSubmit', defaultMessage: 'Create new codes' },
  renewed: {
    id: 'account.twoFactor.renewed',
    defaultMessage: 'New recovery codes have been created. The old ones no longer work.',
  },
});

export const onSince = defineMessage<{ date: string }>({
  id: 'account.twoFactor.onSince',
  defaultMessage: 'On since {date}: signing in takes a code from your app.',
});

export const codesLeft = defineMessage<{ count: number }>({
  id: 'account.twoFactor.codesLeft',
  defaultMessage:
    '{count, plural, =0 {No recovery codes left: create new ones.} one {# recovery code left.} other {# recovery codes left.}}',
});
