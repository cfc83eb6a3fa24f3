import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the trading-account pages, the create modal and the home card. */
export const messages = defineMessages({
  lead: {
    id: 'tradingAccounts.page.lead',
    defaultMessage:
      'Your accounts on the trading platform, with their tier and the way to the next one.',
  },
  open: { id: 'tradingAccounts.page.open', defaultMessage: 'Open a trading account' },
  loading: { id: 'tradingAccounts.page.loading', defaultMessage: 'Loading trading accounts…' },
  emptyTitle: { id: 'tradingAccounts.page.emptyTitle', defaultMessage: 'No trading accounts yet' },
  emptyText: {
    id: 'tradingAccounts.page.emptyText',
    defaultMessage: 'Open your first trading account to start trading.',
  },
  errorTitle: {
    id: 'tradingAccounts.page.errorTitle',
    defaultMessage: 'Your trading accounts could not be loaded',
  },
  errorText: {
    id: 'tradingAccounts.page.errorText',
    defaultMessage: 'Check your connection and try again.',
  },
  view: { id: 'tradingAccounts.page.view', defaultMessage: 'View' },
  tileView: { id: 'tradingAccounts.page.tileView', defaultMessage: 'Tile view' },
  listView: { id: 'tradingAccounts.page.listView', defaultMessage: 'List view' },
  listLabel: { id: 'tradingAccounts.page.listLabel', defaultMessage: 'Your trading accounts' },
  // card
  account: { id: 'tradingAccounts.card.account', defaultMessage: 'Account' },
  balance: { id: 'tradingAccounts.card.balance', defaultMessage: 'Balance' },
  equity: { id: 'tradingAccounts.card.equity', defaultMessage: 'Equity' },
  leverage: { id: 'tradingAccounts.card.leverage', defaultMessage: 'Leverage' },
  server: { id: 'tradingAccounts.card.server', defaultMessage: 'Server' },
  // tiers
  tierNone: { id: 'tradingAccounts.tier.none', defaultMessage: 'No tier' },
  tierSilver: { id: 'tradingAccounts.tier.silver', defaultMessage: 'Silver' },
  tierGold: { id: 'tradingAccounts.tier.gold', defaultMessage: 'Gold' },
  tierPlatinum: { id: 'tradingAccounts.tier.platinum', defaultMessage: 'Platinum' },
  toSilver: defineMessage<{ amount: string }>({
    id: 'tradingAccounts.tier.toSilver',
    defaultMessage: '{amount} to silver',
  }),
  toGold: defineMessage<{ amount: string }>({
    id: 'tradingAccounts.tier.toGold',
    defaultMessage: '{amount} to gold',
  }),
  toPlatinum: defineMessage<{ amount: string }>({
    id: 'tradingAccounts.tier.toPlatinum',
    defaultMessage: '{amount} to platinum',
  }),
  progressName: {
    id: 'tradingAccounts.tier.progressName',
    defaultMessage: 'Progress to the next tier',
  },
  topTier: { id: 'tradingAccounts.tier.topTier', defaultMessage: 'Highest tier reached' },
  // create modal
  modalTitle: { id: 'tradingAccounts.create.title', defaultMessage: 'Open a trading account' },
  // Says what it does, not the specification's "Next step" (m154_out_nextstep_button): a
  // deliberate deviation, docs/deviations.md.
  confirm: { id: 'tradingAccounts.create.confirm', defaultMessage: 'Open account' },
  close: { id: 'm167_close', defaultMessage: 'Close' },
  busy: { id: 'tradingAccounts.create.busy', defaultMessage: 'Loading...' },
  currencyLabel: { id: 'tradingAccounts.create.currency', defaultMessage: 'Account currency' },
  noCurrencies: {
    id: 'tradingAccounts.create.noCurrencies',
    defaultMessage: 'No currencies available',
  },
  currenciesFailed: {
    id: 'tradingAccounts.create.currenciesFailed',
    defaultMessage: 'The currencies could not be loaded. Close this window and try again.',
  },
  intro: {
    id: 'tradingAccounts.create.intro',
    defaultMessage: 'A new live account on the trading platform, in the currency you choose:',
  },
  platform: { id: 'tradingAccounts.create.platform', defaultMessage: 'Platform' },
  defaultLeverage: { id: 'tradingAccounts.create.leverage', defaultMessage: 'Default leverage' },
  seeAccounts: {
    id: 'tradingAccounts.create.seeAccounts',
    defaultMessage: 'See your existing trading accounts',
  },
  errorTitleToast: { id: 'error_alert_title', defaultMessage: 'Something went wrong' },
  errorTextToast: {
    id: 'error_alert_text',
    defaultMessage: 'An unexpected error occurred. Please try again later.',
  },
  // home card
  primaryNone: {
    id: 'tradingAccounts.primary.none',
    defaultMessage: 'You have no trading account yet.',
  },
  primaryError: {
    id: 'tradingAccounts.primary.error',
    defaultMessage: 'Your trading account could not be loaded.',
  },
  allAccounts: { id: 'tradingAccounts.primary.all', defaultMessage: 'All trading accounts' },
});

/** A confirmation whose answer was lost (the contract's idempotent calls): what the dialog says. */
export const lostMessages = defineMessages({
  checking: {
    id: 'tradingAccounts.create.lostChecking',
    defaultMessage:
      'The answer did not arrive, so the new account is not confirmed yet. Looking for it among your accounts…',
  },
  notFound: {
    id: 'tradingAccounts.create.lostNotFound',
    defaultMessage:
      'The answer did not arrive and the new account is not among your accounts yet, so it is not confirmed. It may still appear: check again in a moment. Confirming again is safe: it goes as the same request, so only one account is opened.',
  },
  failed: {
    id: 'tradingAccounts.create.lostCheckFailed',
    defaultMessage:
      'The answer did not arrive and your accounts could not be checked, so the new account is not confirmed yet. Confirming again is safe: it goes as the same request, so only one account is opened.',
  },
});
