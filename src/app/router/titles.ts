import { defineMessages } from 'react-intl';

/** Page titles (document title "{page} · {app name}" and the page heading). */
export const titles = defineMessages({
  login: { id: 'app.title.login', defaultMessage: 'Sign in' },
  register: { id: 'app.title.register', defaultMessage: 'Create an account' },
  passwordRequest: { id: 'app.title.passwordRequest', defaultMessage: 'Reset password' },
  passwordReset: { id: 'app.title.passwordReset', defaultMessage: 'Set a new password' },
  emailVerify: { id: 'app.title.emailVerify', defaultMessage: 'Verify e-mail' },
  emailResend: { id: 'app.title.emailResend', defaultMessage: 'Resend verification e-mail' },
  autologin: { id: 'app.title.autologin', defaultMessage: 'Signing you in' },
  home: { id: 'app.title.home', defaultMessage: 'Home' },
  profile: { id: 'app.title.profile', defaultMessage: 'My profile' },
  deposit: { id: 'app.title.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'app.title.withdraw', defaultMessage: 'Withdraw' },
  transactions: { id: 'app.title.transactions', defaultMessage: 'Transactions' },
  security: { id: 'app.title.security', defaultMessage: 'Security' },
  wallets: { id: 'app.title.wallets', defaultMessage: 'Wallets' },
  walletDetail: { id: 'app.title.walletDetail', defaultMessage: 'Wallet' },
  tradingAccounts: { id: 'app.title.tradingAccounts', defaultMessage: 'Trading accounts' },
  tradingAccountDetail: { id: 'app.title.tradingAccountDetail', defaultMessage: 'Trading account' },
  investor: { id: 'app.title.investor', defaultMessage: 'Investor area' },
  tickets: { id: 'app.title.tickets', defaultMessage: 'Support tickets' },
  ticketDetail: { id: 'app.title.ticketDetail', defaultMessage: 'Support ticket' },
  analytics: { id: 'app.title.analytics', defaultMessage: 'Analytics' },
  ipoCalendar: { id: 'app.title.ipoCalendar', defaultMessage: 'IPO calendar' },
  ipoCalculator: { id: 'app.title.ipoCalculator', defaultMessage: 'IPO calculator' },
  ipoHistory: { id: 'app.title.ipoHistory', defaultMessage: 'IPO history' },
  myIpo: { id: 'app.title.myIpo', defaultMessage: 'My IPOs' },
  settingsProfile: { id: 'app.title.settingsProfile', defaultMessage: 'Profile settings' },
  settingsSettings: { id: 'app.title.settingsSettings', defaultMessage: 'Settings' },
  settingsVerification: { id: 'app.title.settingsVerification', defaultMessage: 'Verification' },
  unauthorized: { id: 'app.title.unauthorized', defaultMessage: 'Access denied' },
  notFound: { id: 'app.title.notFound', defaultMessage: 'Page not found' },
  error: { id: 'app.title.error', defaultMessage: 'Something went wrong' },
});

export type TitleKey = keyof typeof titles;
