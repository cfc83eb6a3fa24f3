import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the home page. */
export const messages = defineMessages({
  greeting: defineMessage<{ firstName: string; secondName: string; appName: string }>({
    id: 'home.welcome.greeting',
    defaultMessage: 'Hello, {firstName} {secondName}! Welcome to {appName}.',
  }),
  subline: { id: 'home.welcome.subline', defaultMessage: 'Onward to new financial heights!' },
  tickerLabel: { id: 'home.ticker.label', defaultMessage: 'Market ticker' },
  tickerLoading: { id: 'home.ticker.loading', defaultMessage: 'Loading market data…' },
  tickerUnavailable: {
    id: 'home.ticker.unavailable',
    defaultMessage: 'Market data is unavailable right now.',
  },
  widgetFailed: { id: 'home.widget.failed', defaultMessage: 'This part could not be shown.' },
  widgetRetry: { id: 'home.widget.retry', defaultMessage: 'Try again' },
  wallets: { id: 'home.wallets.title', defaultMessage: 'Your wallets' },
  allWallets: { id: 'home.wallets.all', defaultMessage: 'All wallets' },
  tradingAccount: { id: 'home.tradingAccount.title', defaultMessage: 'Primary trading account' },
  transactions: { id: 'home.transactions.title', defaultMessage: 'Last transactions' },
  allTransactions: { id: 'home.transactions.all', defaultMessage: 'All transactions' },
  actions: { id: 'home.actions.title', defaultMessage: 'Quick actions' },
  deposit: { id: 'home.actions.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'home.actions.withdraw', defaultMessage: 'Withdraw' },
});
