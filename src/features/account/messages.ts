import { defineMessages } from 'react-intl';

/** Headings of the account pages (the app's route titles live in app/, which features cannot import). */
export const accountTitles = defineMessages({
  profile: { id: 'account.title.profile', defaultMessage: 'My profile' },
  security: { id: 'account.title.security', defaultMessage: 'Security' },
  settingsProfile: { id: 'account.title.settingsProfile', defaultMessage: 'Profile settings' },
  settingsSettings: { id: 'account.title.settingsSettings', defaultMessage: 'Settings' },
  settingsVerification: {
    id: 'account.title.settingsVerification',
    defaultMessage: 'Verification',
  },
});

/** Texts several account pages share. */
export const accountMessages = defineMessages({
  retry: { id: 'account.common.retry', defaultMessage: 'Try again' },
  loading: { id: 'account.common.loading', defaultMessage: 'Loading…' },
  cancel: { id: 'account.common.cancel', defaultMessage: 'Cancel' },
  close: { id: 'account.common.close', defaultMessage: 'Close' },
  loadFailedTitle: {
    id: 'account.common.loadFailedTitle',
    defaultMessage: 'This could not be loaded',
  },
  loadFailedText: {
    id: 'account.common.loadFailedText',
    defaultMessage: 'Check your connection and try again. Nothing you saved is lost.',
  },
});
