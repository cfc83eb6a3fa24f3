import { defineMessage, defineMessages } from 'react-intl';

/** Texts of an account's margin and open positions (call 55). */
export const positionMessages = defineMessages({
  title: { id: 'tradingAccounts.positions.title', defaultMessage: 'Margin and open positions' },
  margin: { id: 'tradingAccounts.positions.margin', defaultMessage: 'Margin' },
  freeMargin: { id: 'tradingAccounts.positions.freeMargin', defaultMessage: 'Free margin' },
  marginLevel: { id: 'tradingAccounts.positions.marginLevel', defaultMessage: 'Margin level' },
  noPositions: {
    id: 'tradingAccounts.positions.noPositions',
    defaultMessage: 'No open positions',
  },
  low: {
    id: 'tradingAccounts.positions.low',
    defaultMessage:
      'Low margin level: under 150 %. Add funds or close positions before the platform has to.',
  },
  call: {
    id: 'tradingAccounts.positions.call',
    defaultMessage:
      'Margin call: the margin level is under 100 %. The platform may close your positions. Add funds or close positions now.',
  },
  positions: { id: 'tradingAccounts.positions.table', defaultMessage: 'Open positions' },
  symbol: { id: 'tradingAccounts.positions.symbol', defaultMessage: 'Symbol' },
  side: { id: 'tradingAccounts.positions.side', defaultMessage: 'Side' },
  volume: { id: 'tradingAccounts.positions.volume', defaultMessage: 'Volume (lots)' },
  openPrice: { id: 'tradingAccounts.positions.openPrice', defaultMessage: 'Open price' },
  currentPrice: { id: 'tradingAccounts.positions.currentPrice', defaultMessage: 'Current price' },
  swap: { id: 'tradingAccounts.positions.swap', defaultMessage: 'Swap' },
  profit: { id: 'tradingAccounts.positions.profit', defaultMessage: 'Profit' },
  total: { id: 'tradingAccounts.positions.total', defaultMessage: 'Total profit' },
  loading: {
    id: 'tradingAccounts.positions.loading',
    defaultMessage: 'Loading open positions…',
  },
  error: {
    id: 'tradingAccounts.positions.error',
    defaultMessage: 'The open positions could not be loaded.',
  },
  empty: {
    id: 'tradingAccounts.positions.empty',
    defaultMessage: 'No open positions. Trades you open on the platform show here.',
  },
  updated: defineMessage<{ when: string }>({
    id: 'tradingAccounts.positions.updated',
    defaultMessage: 'Updated {when}',
  }),
  justNow: { id: 'tradingAccounts.positions.justNow', defaultMessage: 'just now' },
});

/** Texts of changing the leverage (call 56). */
export const leverageMessages = defineMessages({
  action: { id: 'tradingAccounts.leverage.action', defaultMessage: 'Change leverage' },
  title: defineMessage<{ login: string }>({
    id: 'tradingAccounts.leverage.title',
    defaultMessage: 'Change the leverage of account {login}',
  }),
  risk: {
    id: 'tradingAccounts.leverage.risk',
    defaultMessage:
      'A higher leverage holds less margin for the same positions, so a smaller price move brings a larger gain or loss against your equity and can lead to a margin call sooner.',
  },
  current: defineMessage<{ leverage: string }>({
    id: 'tradingAccounts.leverage.current',
    defaultMessage: 'Current leverage: {leverage}',
  }),
  field: { id: 'tradingAccounts.leverage.field', defaultMessage: 'New leverage' },
  sameAsNow: {
    id: 'tradingAccounts.leverage.sameAsNow',
    defaultMessage: 'This is the leverage the account has now. Choose another one.',
  },
  continue: { id: 'tradingAccounts.leverage.continue', defaultMessage: 'Continue' },
  cancel: { id: 'tradingAccounts.leverage.cancel', defaultMessage: 'Cancel' },
  close: { id: 'tradingAccounts.leverage.close', defaultMessage: 'Close' },
  back: { id: 'tradingAccounts.leverage.back', defaultMessage: 'Back' },
  confirmText: defineMessage<{ login: string; from: string; to: string }>({
    id: 'tradingAccounts.leverage.confirmText',
    defaultMessage: 'Change the leverage of account {login} from {from} to {to}?',
  }),
  confirm: { id: 'tradingAccounts.leverage.confirm', defaultMessage: 'Confirm new leverage' },
  busy: { id: 'tradingAccounts.leverage.busy', defaultMessage: 'Changing…' },
  done: defineMessage<{ login: string; leverage: string }>({
    id: 'tradingAccounts.leverage.done',
    defaultMessage: 'Account {login} now trades at a leverage of {leverage}.',
  }),
});

/** Texts of setting a platform password (call 57). */
export const passwordMessages = defineMessages({
  action: { id: 'tradingAccounts.password.action', defaultMessage: 'Platform passwords' },
  title: defineMessage<{ login: string }>({
    id: 'tradingAccounts.password.title',
    defaultMessage: 'Platform password of account {login}',
  }),
  lead: {
    id: 'tradingAccounts.password.lead',
    defaultMessage:
      'The trading platform asks for one of these passwords when you sign in with the account’s login. They are not your cabinet password.',
  },
  kind: { id: 'tradingAccounts.password.kind', defaultMessage: 'Which password' },
  main: {
    id: 'tradingAccounts.password.main',
    defaultMessage: 'Main password: full access, for trading',
  },
  investor: {
    id: 'tradingAccounts.password.investor',
    defaultMessage: 'Investor password: read-only, for an adviser or a signal service',
  },
  password: { id: 'tradingAccounts.password.password', defaultMessage: 'New password' },
  confirmation: {
    id: 'tradingAccounts.password.confirmation',
    defaultMessage: 'Repeat the new password',
  },
  rules: { id: 'tradingAccounts.password.rules', defaultMessage: 'The password needs:' },
  length: { id: 'tradingAccounts.password.length', defaultMessage: '8 to 16 characters' },
  lower: { id: 'tradingAccounts.password.lower', defaultMessage: 'a lower-case letter' },
  upper: { id: 'tradingAccounts.password.upper', defaultMessage: 'an upper-case letter' },
  digit: { id: 'tradingAccounts.password.digit', defaultMessage: 'a digit' },
  matches: {
    id: 'tradingAccounts.password.matches',
    defaultMessage: 'the same password typed twice',
  },
  differs: {
    id: 'tradingAccounts.password.differs',
    defaultMessage: 'The main and the investor password must differ: the platform checks this.',
  },
  ruleState: defineMessage<{ rule: string; state: string }>({
    id: 'tradingAccounts.password.ruleState',
    defaultMessage: '{rule} ({state})',
  }),
  met: { id: 'tradingAccounts.password.met', defaultMessage: 'done' },
  unmet: { id: 'tradingAccounts.password.unmet', defaultMessage: 'not yet' },
  weak: {
    id: 'tradingAccounts.password.weak',
    defaultMessage:
      'The password needs 8 to 16 characters with a lower-case letter, an upper-case letter and a digit.',
  },
  submit: { id: 'tradingAccounts.password.submit', defaultMessage: 'Set password' },
  cancel: { id: 'tradingAccounts.password.cancel', defaultMessage: 'Cancel' },
  doneMain: defineMessage<{ login: string }>({
    id: 'tradingAccounts.password.doneMain',
    defaultMessage:
      'The main password of account {login} is changed. The trading platform asks for it from your next sign-in.',
  }),
  doneInvestor: defineMessage<{ login: string }>({
    id: 'tradingAccounts.password.doneInvestor',
    defaultMessage:
      'The investor password of account {login} is changed. The trading platform asks for it from the next read-only sign-in.',
  }),
  close: { id: 'tradingAccounts.password.close', defaultMessage: 'Close' },
});

/** Texts of the create dialog's last step: the account that was opened. */
export const openedMessages = defineMessages({
  title: defineMessage<{ login: string }>({
    id: 'tradingAccounts.opened.title',
    defaultMessage: 'Account {login} is open',
  }),
  lead: {
    id: 'tradingAccounts.opened.lead',
    defaultMessage: 'Your new trading account is ready. Sign in to the trading platform with:',
  },
  login: { id: 'tradingAccounts.opened.login', defaultMessage: 'Login' },
  server: { id: 'tradingAccounts.opened.server', defaultMessage: 'Server' },
  platform: { id: 'tradingAccounts.opened.platform', defaultMessage: 'Platform' },
  currency: { id: 'tradingAccounts.opened.currency', defaultMessage: 'Currency' },
  leverage: { id: 'tradingAccounts.opened.leverage', defaultMessage: 'Leverage' },
  howTo: defineMessage<{ platform: string }>({
    id: 'tradingAccounts.opened.howTo',
    defaultMessage:
      'Open {platform}, choose “Login to trade account”, and enter the login and the server above.',
  }),
  setPassword: {
    id: 'tradingAccounts.opened.setPassword',
    defaultMessage:
      'Set its main password first, on the account’s page under “Platform passwords”.',
  },
  passwordLink: {
    id: 'tradingAccounts.opened.passwordLink',
    defaultMessage: 'Go to the account to set its password',
  },
  fund: { id: 'tradingAccounts.opened.fund', defaultMessage: 'Fund this account' },
  close: { id: 'tradingAccounts.opened.close', defaultMessage: 'Close' },
});
