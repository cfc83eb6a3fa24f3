import { defineMessages } from 'react-intl';

/**
 * One title per page: the document title ("{page} · {app name}") and the page's h1 (`PageHeader`)
 * say the same message, and the navigation names a section by it. The route table names each
 * page's key (`src/app/router/pages.ts`). The ids keep the `app.title` prefix they had when the
 * titles lived in src/app: the catalogues know them by it.
 */
export const pageTitles = defineMessages({
  login: { id: 'app.title.login', defaultMessage: 'Sign in' },
  register: { id: 'app.title.register', defaultMessage: 'Create an account' },
  passwordRequest: { id: 'app.title.passwordRequest', defaultMessage: 'Reset your password' },
  passwordReset: { id: 'app.title.passwordReset', defaultMessage: 'Set a new password' },
  emailVerify: { id: 'app.title.emailVerify', defaultMessage: 'Verify your e-mail' },
  emailResend: {
    id: 'app.title.emailResend',
    defaultMessage: 'Resend the verification link',
  },
  autologin: { id: 'app.title.autologin', defaultMessage: 'Signing you in' },
  home: { id: 'app.title.home', defaultMessage: 'Home' },
  profile: { id: 'app.title.profile', defaultMessage: 'My profile' },
  deposit: { id: 'app.title.deposit', defaultMessage: 'Deposit' },
  depositReturn: { id: 'app.title.depositReturn', defaultMessage: 'Your deposit' },
  withdraw: { id: 'app.title.withdraw', defaultMessage: 'Withdraw' },
  transfer: { id: 'app.title.transfer', defaultMessage: 'Transfer' },
  transactions: { id: 'app.title.transactions', defaultMessage: 'Transactions' },
  security: { id: 'app.title.security', defaultMessage: 'Security' },
  wallets: { id: 'app.title.wallets', defaultMessage: 'Wallets' },
  walletDetail: { id: 'app.title.walletDetail', defaultMessage: 'Wallet' },
  tradingAccounts: { id: 'app.title.tradingAccounts', defaultMessage: 'Trading accounts' },
  tradingAccountDetail: { id: 'app.title.tradingAccountDetail', defaultMessage: 'Trading account' },
  investor: { id: 'app.title.investor', defaultMessage: 'Investor area' },
  tickets: { id: 'app.title.tickets', defaultMessage: 'Support tickets' },
  ticketDetail: { id: 'app.title.ticketDetail', defaultMessage: 'Support ticket' },
  articles: { id: 'app.title.articles', defaultMessage: 'Articles' },
  articleDetail: { id: 'app.title.articleDetail', defaultMessage: 'Article' },
  analytics: { id: 'app.title.analytics', defaultMessage: 'Analytics' },
  ipoCalendar: { id: 'app.title.ipoCalendar', defaultMessage: 'IPO calendar' },
  ipoCalculator: { id: 'app.title.ipoCalculator', defaultMessage: 'IPO calculator' },
  ipoHistory: { id: 'app.title.ipoHistory', defaultMessage: 'IPO history' },
  myIpo: { id: 'app.title.myIpo', defaultMessage: 'My IPOs' },
  settingsProfile: { id: 'app.title.settingsProfile', defaultMessage: 'Profile settings' },
  settingsSettings: { id: 'app.title.settingsSettings', defaultMessage: 'Settings' },
  settingsVerification: { id: 'app.title.settingsVerification', defaultMessage: 'Verification' },
  notifications: { id: 'app.title.notifications', defaultMessage: 'Notifications' },
  unauthorized: { id: 'app.title.unauthorized', defaultMessage: 'Access denied' },
  notFound: { id: 'app.title.notFound', defaultMessage: 'Page not found' },
  error: { id: 'app.title.error', defaultMessage: 'Something went wrong' },
});

export type PageTitleKey = keyof typeof pageTitles;
