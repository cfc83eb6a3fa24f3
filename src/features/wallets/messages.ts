import { defineMessages } from 'react-intl';

/** Texts of the wallet pages and of the wallet parts of the home page. */
export const messages = defineMessages({
  lead: {
    id: 'wallets.page.lead',
    defaultMessage:
      'Each wallet keeps its own currency; balances are never added up across currencies. Analytics converts them into one currency only at a rate it names.',
  },
  listLabel: { id: 'wallets.page.listLabel', defaultMessage: 'Your wallets' },
  loading: { id: 'wallets.page.loading', defaultMessage: 'Loading wallets…' },
  emptyTitle: { id: 'wallets.page.emptyTitle', defaultMessage: 'No wallets yet' },
  emptyText: {
    id: 'wallets.page.emptyText',
    defaultMessage: 'Your wallet appears here once your account is set up.',
  },
  errorTitle: { id: 'wallets.page.errorTitle', defaultMessage: 'Your wallets could not be loaded' },
  errorText: {
    id: 'wallets.page.errorText',
    defaultMessage: 'Check your connection and try again.',
  },
  view: { id: 'wallets.page.view', defaultMessage: 'View' },
  tileView: { id: 'wallets.page.tileView', defaultMessage: 'Tile view' },
  listView: { id: 'wallets.page.listView', defaultMessage: 'List view' },
  balance: { id: 'wallets.card.balance', defaultMessage: 'Balance' },
  deposit: { id: 'wallets.actions.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'wallets.actions.withdraw', defaultMessage: 'Withdraw' },
  // detail
  back: { id: 'wallets.detail.back', defaultMessage: 'All wallets' },
  walletTitle: { id: 'wallets.detail.title', defaultMessage: 'Wallet' },
  available: { id: 'wallets.detail.available', defaultMessage: 'Available to withdraw' },
  reserved: { id: 'wallets.detail.reserved', defaultMessage: 'Reserved' },
  figures: { id: 'wallets.detail.figures', defaultMessage: 'Balance of this wallet' },
  detailError: {
    id: 'wallets.detail.error',
    defaultMessage: 'This wallet could not be loaded',
  },
  notFoundTitle: { id: 'wallets.detail.notFoundTitle', defaultMessage: 'Wallet not found' },
  notFoundText: {
    id: 'wallets.detail.notFoundText',
    defaultMessage: 'There is no wallet with this number among yours.',
  },
  // transactions
  lastTransactions: { id: 'wallets.transactions.title', defaultMessage: 'Last transactions' },
  noTransactions: {
    id: 'wallets.transactions.empty',
    defaultMessage: 'No transactions yet.',
  },
  transactionsLoading: {
    id: 'wallets.transactions.loading',
    defaultMessage: 'Loading transactions…',
  },
  transactionsError: {
    id: 'wallets.transactions.error',
    defaultMessage: 'The transactions could not be loaded.',
  },
  allTransactions: { id: 'wallets.transactions.all', defaultMessage: 'All transactions' },
  noMethod: { id: 'wallets.transactions.noMethod', defaultMessage: 'No method' },
  typeDeposit: { id: 'wallets.transactions.type.deposit', defaultMessage: 'Deposit' },
  typeWithdrawal: { id: 'wallets.transactions.type.withdrawal', defaultMessage: 'Withdrawal' },
  typeTransfer: { id: 'wallets.transactions.type.transfer', defaultMessage: 'Transfer' },
  typeIpoBuy: { id: 'wallets.transactions.type.ipoBuy', defaultMessage: 'IPO subscription' },
  typeIpoSell: { id: 'wallets.transactions.type.ipoSell', defaultMessage: 'IPO sale' },
  typeFee: { id: 'wallets.transactions.type.fee', defaultMessage: 'Fee' },
  statusPending: { id: 'wallets.transactions.status.pending', defaultMessage: 'Pending' },
  statusCompleted: { id: 'wallets.transactions.status.completed', defaultMessage: 'Completed' },
  statusRejected: { id: 'wallets.transactions.status.rejected', defaultMessage: 'Rejected' },
  statusCancelled: { id: 'wallets.transactions.status.cancelled', defaultMessage: 'Cancelled' },
});
