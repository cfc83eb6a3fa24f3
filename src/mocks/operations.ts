/** Every call of the contract, by operationId: what the scenario layer matches on. No msw here. */
export interface MockOperation {
  id: string;
  method: 'get' | 'post';
  /** msw path pattern (any origin). */
  path: string;
  /** Field the `422` scenario blames. */
  field: string;
}

const op = (
  id: string,
  path: string,
  field = 'error',
  method: 'get' | 'post' = 'post',
): MockOperation => ({
  id,
  method,
  path: `*${path}`,
  field,
});

export const OPERATIONS: MockOperation[] = [
  op('sendFingerprint', '/api/fingerprint', 'visitorId'),
  op('getClientInfo', '/api/client-info'),
  op('logout', '/api/logout'),
  op('getWallets', '/api/wallets'),
  op('getWalletsInfo', '/api/wallets-info', 'wallet_id'),
  op('getTradingAccount', '/api/trading-account'),
  op('getTradingAccountHistory', '/api/trading-account/history', 'trading_account_id'),
  op('getTradingAccountCurrencies', '/api/trading-account/currencies'),
  op('createTradingAccount', '/api/trading-account/create', 'currency_id'),
  op('getMyIpo', '/api/ipo/my-ipo'),
  op('getIpoCalendar', '/api/ipo/calendar'),
  op('buyIpo', '/api/ipo/buy', 'quantity'),
  op('sellIpo', '/api/ipo/sell', 'quantity'),
  op('getAllTickets', '/api/tickets/get-all-tickets'),
  op('getTicketById', '/api/tickets/get-ticket-by-id', 'ticket_id'),
  op('updateProfileSettings', '/api/settings/profile-settings', 'language_cabinet'),
  op('getArticles', '/api/articles/getAll', 'lang', 'get'),
  op('login', '/api/login', 'email'),
  op('register', '/api/register', 'email'),
  op('sendPasswordResetEmail', '/api/password/email', 'email'),
  op('resetPassword', '/api/password/reset', 'password'),
  op('verifyEmail', '/api/email/verify/:id', 'email'),
  op('autologinByToken', '/api/autologin/:token', 'token', 'get'),
  op('autologin', '/api/autologin', 'token'),
  op('tradingAccountAutologin', '/api/trading-account/autologin', 'trading_account_id'),
  op('resendVerificationEmail', '/api/email/resend', 'email'),
  op('getTradingAccountList', '/api/trading-account/list'),
  op('getTransactions', '/api/transactions', 'from'),
  op('getDepositMethods', '/api/deposit/methods'),
  op('createDeposit', '/api/deposit/create', 'amount'),
  op('getWithdrawMethods', '/api/withdraw/methods'),
  op('createWithdrawal', '/api/withdraw/create', 'amount'),
  op('updateProfile', '/api/settings/profile', 'first_name'),
  op('changePassword', '/api/settings/password', 'current_password'),
  op('getSessions', '/api/settings/sessions'),
  op('revokeSession', '/api/settings/sessions/revoke', 'session_id'),
  op('getVerification', '/api/settings/verification'),
  op('uploadVerificationDocument', '/api/settings/verification/upload', 'file'),
  op('createTicket', '/api/tickets/create', 'subject'),
  op('replyTicket', '/api/tickets/reply', 'message'),
  op('getIpoHistory', '/api/ipo/history', 'page'),
  op('getAnalytics', '/api/analytics', 'period'),
  op('getInvestorSummary', '/api/investor'),
];

export const OPERATION_IDS = OPERATIONS.map((item) => item.id);
