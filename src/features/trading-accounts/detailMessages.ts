import { defineMessage, defineMessages } from 'react-intl';

/** Texts of `/trading-account/{id}`: facts, history, the trading platform. */
export const detailMessages = defineMessages({
  title: defineMessage<{ login: string }>({
    id: 'tradingAccounts.detail.title',
    defaultMessage: 'Account {login}',
  }),
  back: { id: 'tradingAccounts.detail.back', defaultMessage: 'All trading accounts' },
  facts: { id: 'tradingAccounts.detail.facts', defaultMessage: 'Account details' },
  platform: {
    id: 'tradingAccounts.detail.platform',
    defaultMessage: 'Open in trading platform',
  },
  platformBusy: { id: 'tradingAccounts.detail.platformBusy', defaultMessage: 'Opening…' },
  platformBadUrl: {
    id: 'tradingAccounts.detail.platformBadUrl',
    defaultMessage: 'The trading platform sent an address that cannot be opened safely.',
  },
  platformFailed: {
    id: 'tradingAccounts.detail.platformFailed',
    defaultMessage: 'The trading platform could not be opened. Please try again.',
  },
  notFoundTitle: {
    id: 'tradingAccounts.detail.notFoundTitle',
    defaultMessage: 'Trading account not found',
  },
  notFoundText: {
    id: 'tradingAccounts.detail.notFoundText',
    defaultMessage: 'There is no trading account with this number among yours.',
  },
  history: { id: 'tradingAccounts.history.title', defaultMessage: 'Trade history' },
  period: { id: 'tradingAccounts.history.period', defaultMessage: 'Period' },
  from: { id: 'tradingAccounts.history.from', defaultMessage: 'From' },
  to: { id: 'tradingAccounts.history.to', defaultMessage: 'To' },
  clear: { id: 'tradingAccounts.history.clear', defaultMessage: 'Clear dates' },
  loading: { id: 'tradingAccounts.history.loading', defaultMessage: 'Loading trades…' },
  empty: {
    id: 'tradingAccounts.history.empty',
    defaultMessage: 'No closed trades in this period.',
  },
  error: {
    id: 'tradingAccounts.history.error',
    defaultMessage: 'The trade history could not be loaded.',
  },
  closed: { id: 'tradingAccounts.history.closed', defaultMessage: 'Closed' },
  symbol: { id: 'tradingAccounts.history.symbol', defaultMessage: 'Symbol' },
  side: { id: 'tradingAccounts.history.side', defaultMessage: 'Side' },
  buy: { id: 'tradingAccounts.history.buy', defaultMessage: 'Buy' },
  sell: { id: 'tradingAccounts.history.sell', defaultMessage: 'Sell' },
  volume: { id: 'tradingAccounts.history.volume', defaultMessage: 'Volume (lots)' },
  openPrice: { id: 'tradingAccounts.history.openPrice', defaultMessage: 'Open price' },
  closePrice: { id: 'tradingAccounts.history.closePrice', defaultMessage: 'Close price' },
  profit: { id: 'tradingAccounts.history.profit', defaultMessage: 'Profit' },
  pages: { id: 'tradingAccounts.history.pages', defaultMessage: 'Pages of the trade history' },
  previous: { id: 'tradingAccounts.history.previous', defaultMessage: 'Previous page' },
  next: { id: 'tradingAccounts.history.next', defaultMessage: 'Next page' },
  page: defineMessage<{ page: number }>({
    id: 'tradingAccounts.history.page',
    defaultMessage: 'Page {page}',
  }),
});
