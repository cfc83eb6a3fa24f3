import { defineMessages } from 'react-intl';

/** The texts of the balance in the sidebar and in the compact bar. */
export const balanceMessages = defineMessages({
  balance: { id: 'app.sidebar.balance', defaultMessage: 'Available balance' },
  loading: { id: 'app.balance.loading', defaultMessage: 'Loading balance…' },
  failed: { id: 'app.balance.failed', defaultMessage: 'The balance could not be loaded.' },
  retry: { id: 'app.balance.retry', defaultMessage: 'Retry' },
  hidden: { id: 'app.balance.hidden', defaultMessage: 'Balance hidden' },
  unavailable: { id: 'app.balance.unavailable', defaultMessage: 'No wallet yet' },
  /** The page itself says the wallets failed, with its retry: the frame shows a dash and this. */
  failedOnPage: { id: 'app.balance.failedOnPage', defaultMessage: 'Not loaded, see the page' },
});
