import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the balance in the sidebar and in the compact bar. */
export const balanceMessages = defineMessages({
  /** The first wallet's balance: what it holds, reserved part included (not what may leave it). */
  balance: { id: 'app.balance.label', defaultMessage: 'Balance' },
  nothingReserved: { id: 'app.balance.nothingReserved', defaultMessage: 'nothing reserved' },
  reservedHidden: { id: 'app.balance.reservedHidden', defaultMessage: 'reserved part hidden' },
  reservedFailed: {
    id: 'app.balance.reservedFailed',
    defaultMessage: 'Reserved part not loaded.',
  },
  loading: { id: 'app.balance.loading', defaultMessage: 'Loading balance…' },
  failed: { id: 'app.balance.failed', defaultMessage: 'The balance could not be loaded.' },
  retry: { id: 'app.balance.retry', defaultMessage: 'Retry' },
  hidden: { id: 'app.balance.hidden', defaultMessage: 'Balance hidden' },
  unavailable: { id: 'app.balance.unavailable', defaultMessage: 'No wallet yet' },
  /** The page itself says the wallets failed, with its retry: the frame shows a dash and this. */
  failedOnPage: { id: 'app.balance.failedOnPage', defaultMessage: 'Not loaded, see the page' },
});

/** Under the frame's balance: the part of it that cannot leave the wallet now. */
export const reservedMessage = defineMessage<{ amount: string }>({
  id: 'app.balance.reserved',
  defaultMessage: 'of which {amount} reserved',
});
