import type { IntlShape } from 'react-intl';
import { txMessages } from './messages';

/** Translated names of the transaction types. */
export const typeLabels = (intl: IntlShape): Record<string, string> => ({
  deposit: intl.formatMessage(txMessages.typeDeposit),
  withdrawal: intl.formatMessage(txMessages.typeWithdrawal),
  transfer: intl.formatMessage(txMessages.typeTransfer),
  ipo_buy: intl.formatMessage(txMessages.typeIpoBuy),
  ipo_sell: intl.formatMessage(txMessages.typeIpoSell),
  fee: intl.formatMessage(txMessages.typeFee),
});

/** Translated names of the transaction statuses. */
export const statusLabels = (intl: IntlShape): Record<string, string> => ({
  pending: intl.formatMessage(txMessages.statusPending),
  completed: intl.formatMessage(txMessages.statusCompleted),
  rejected: intl.formatMessage(txMessages.statusRejected),
  cancelled: intl.formatMessage(txMessages.statusCancelled),
});
