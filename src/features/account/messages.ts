import { defineMessages } from 'react-intl';

/** Texts several account pages share. */
export const accountMessages = defineMessages({
  loading: { id: 'account.common.loading', defaultMessage: 'Loading…' },
  cancel: { id: 'account.common.cancel', defaultMessage: 'Cancel' },
  close: { id: 'account.common.close', defaultMessage: 'Close' },
});
