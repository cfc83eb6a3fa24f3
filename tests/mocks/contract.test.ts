import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as z from '@/api/generated/zod/index.zod';
import { OPERATIONS } from '@/mocks/operations';
import { TWO_FACTOR_SECRET } from '@/mocks/seed/twoFactor';
import { totp } from '@/mocks/totp';
import { type Answer, ORIGIN, call, file, login, upload } from './api';
import { createPasskey, type SoftPasskey, usePasskey } from './softAuthenticator';

/** Valid, and nothing beyond the contract: zod strips unknown keys, so the parse must equal the raw body. */
function expectContract(answer: Answer, schema: ZodType) {
  expect(answer.status, String(JSON.stringify(answer.data)).slice(0, 300)).toBeLessThan(300);
  const parsed = schema.safeParse(answer.data);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(answer.data);
}

const get = (path: string) => call(path, undefined, { method: 'GET', token: null });

interface Who {
  token?: string;
  walletId: number;
  accountId: number;
  ticketId: number | null;
  /** The user has transactions (call 53 reads the first one); false: a user without any. */
  transactions?: boolean;
}

/** Every read of a user, by operationId. */
const reads = ({
  token,
  walletId,
  accountId,
  ticketId,
  transactions = true,
}: Who): [string, () => Promise<Answer>, ZodType][] => {
  const as = token ? { token } : {};
  return [
    ['getClientInfo', () => call('/api/client-info', {}, as), z.GetClientInfoResponse],
    ['getWallets', () => call('/api/wallets', undefined, as), z.GetWalletsResponse],
    [
      'getWalletsInfo',
      () => call('/api/wallets-info', { wallet_id: walletId }, as),
      z.GetWalletsInfoResponse,
    ],
    [
      'getTradingAccount',
      () => call('/api/trading-account', undefined, as),
      z.GetTradingAccountResponse,
    ],
    [
      'getTradingAccountList',
      () => call('/api/trading-account/list', undefined, as),
      z.GetTradingAccountListResponse,
    ],
    [
      'getTradingAccountHistory',
      () => call('/api/trading-account/history', { trading_account_id: accountId }, as),
      z.GetTradingAccountHistoryResponse,
    ],
    [
      'getTradingAccountPositions',
      () => call('/api/trading-account/positions', { account_id: accountId }, as),
      z.GetTradingAccountPositionsResponse,
    ],
    [
      'getTradingAccountCurrencies',
      () => call('/api/trading-account/currencies', undefined, as),
      z.GetTradingAccountCurrenciesResponse,
    ],
    ['getMyIpo', () => call('/api/ipo/my-ipo', undefined, as), z.GetMyIpoResponse],
    ['getIpoCalendar', () => call('/api/ipo/calendar', undefined, as), z.GetIpoCalendarResponse],
    ['getIpoHistory', () => call('/api/ipo/history', {}, as), z.GetIpoHistoryResponse],
    [
      'getAllTickets',
      () => call('/api/tickets/get-all-tickets', undefined, as),
      z.GetAllTicketsResponse,
    ],
    ...(ticketId === null
      ? []
      : [
          [
            'getTicketById',
            () => call('/api/tickets/get-ticket-by-id', { ticket_id: ticketId }, as),
            z.GetTicketByIdResponse,
          ] as [string, () => Promise<Answer>, ZodType],
        ]),
    ['getArticles', () => get('/api/articles/getAll?lang=en'), z.GetArticlesResponse],
    ['getTransactions', () => call('/api/transactions', {}, as), z.GetTransactionsResponse],
    ...(transactions
      ? [
          [
            'getTransaction',
            async () => {
              const list = await call('/api/transactions', {}, as);
              const [first] = (list.data as { data: { id: number }[] }).data;
              return call('/api/transaction', { id: first!.id }, as);
            },
            z.GetTransactionResponse,
          ] as [string, () => Promise<Answer>, ZodType],
        ]
      : []),
    [
      'getTransferLimits',
      () => call('/api/transfer/limits', undefined, as),
      z.GetTransferLimitsResponse,
    ],
    [
      'getDepositMethods',
      () => call('/api/deposit/methods', undefined, as),
      z.GetDepositMethodsResponse,
    ],
    [
      'getWithdrawMethods',
      () => call('/api/withdraw/methods', undefined, as),
      z.GetWithdrawMethodsResponse,
    ],
    ['getSessions', () => call('/api/settings/sessions', undefined, as), z.GetSessionsResponse],
    [
      'getTwoFactorStatus',
      () => call('/api/2fa/status', undefined, as),
      z.GetTwoFactorStatusResponse,
    ],
    ['getPasskeys', () => call('/api/passkeys', undefined, as), z.GetPasskeysResponse],
    [
      'getStatement',
      () =>
        call('/api/statement', { wallet_id: walletId, from: '2025-10-01', to: '2026-03-16' }, as),
      z.GetStatementResponse,
    ],
    [
      'getNotifications',
      () => call('/api/notifications', { page: 1 }, as),
      z.GetNotificationsResponse,
    ],
    [
      'getVerification',
      () => call('/api/settings/verification', undefined, as),
      z.GetVerificationResponse,
    ],
    ...['7d', '30d', '90d', '1y'].map(
      (period) =>
        ['getAnalytics', () => call('/api/analytics', { period }, as), z.GetAnalyticsResponse] as [
          string,
          () => Promise<Answer>,
          ZodType,
        ],
    ),
    [
      'getInvestorSummary',
      () => call('/api/investor', undefined, as),
      z.GetInvestorSummaryResponse,
    ],
  ];
};

const READS = reads({ walletId: 1, accountId: 304, ticketId: 103 });

const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

/** The secret of the demo investor's two-factor set-up (the writes below make one). */
let setUpSecret = '';
/** The demo investor's passkey (the writes below add it, sign in with it, remove it). */
let passkey: { options?: Loose; made?: SoftPasskey; id?: unknown } = {};
type Loose = Parameters<typeof createPasskey>[0];

/** Every write, in an order that succeeds, by operationId. */
const WRITES: [string, () => Promise<Answer>, ZodType][] = [
  [
    'sendFingerprint',
    () =>
      call('/api/fingerprint', {
        visitorId: 'v',
        timezone: 'UTC',
        platform: 'x',
        userAgent: 'y',
        type: 'login',
      }),
    z.SendFingerprintResponse,
  ],
  [
    'login',
    () => call('/api/login', { email: 'demo@example.com', password: 'password' }, { token: null }),
    z.LoginResponse,
  ],
  [
    'register',
    () =>
      call(
        '/api/register',
        {
          first_name: 'A',
          second_name: 'B',
          email: 'ab@example.com',
          password: 'password1',
          password_confirmation: 'password1',
          terms: true,
        },
        { token: null },
      ),
    z.RegisterResponse,
  ],
  [
    'sendPasswordResetEmail',
    () => call('/api/password/email', { email: 'demo@example.com' }, { token: null }),
    z.SendPasswordResetEmailResponse,
  ],
  [
    'resetPassword',
    () =>
      call(
        '/api/password/reset',
        {
          token: 'valid-reset-token',
          email: 'client@example.com',
          password: 'password',
          password_confirmation: 'password',
        },
        { token: null },
      ),
    z.ResetPasswordResponse,
  ],
  [
    'verifyEmail',
    () => call('/api/email/verify/1?expires=1&signature=s', undefined, { token: null }),
    z.VerifyEmailResponse,
  ],
  [
    'resendVerificationEmail',
    async () => {
      await call(
        '/api/register',
        {
          first_name: 'V',
          second_name: 'E',
          email: 'v@verify.example.com',
          password: 'password1',
          password_confirmation: 'password1',
          terms: true,
        },
        { token: null },
      );
      return call('/api/email/resend', { email: 'v@verify.example.com' }, { token: null });
    },
    z.ResendVerificationEmailResponse,
  ],
  [
    'autologinByToken',
    () => call('/api/autologin/demo-autologin', undefined, { method: 'GET', token: null }),
    z.AutologinByTokenResponse,
  ],
  [
    'autologin',
    () => call('/api/autologin', { token: 'client-autologin' }, { token: null }),
    z.AutologinResponse,
  ],
  [
    'tradingAccountAutologin',
    () => call('/api/trading-account/autologin', { trading_account_id: 301 }),
    z.TradingAccountAutologinResponse,
  ],
  [
    'createTradingAccount',
    () => call('/api/trading-account/create', { currency_id: 2 }),
    z.CreateTradingAccountResponse,
  ],
  [
    'changeTradingAccountLeverage',
    () => call('/api/trading-account/leverage', { account_id: 301, leverage: '1:200' }),
    z.ChangeTradingAccountLeverageResponse,
  ],
  [
    'changePlatformPassword',
    // 204 without a body: nothing to parse but the status.
    async () => {
      const answer = await call('/api/trading-account/password', {
        account_id: 301,
        kind: 'investor',
        password: 'Viewer2024x',
        password_confirmation: 'Viewer2024x',
      });
      expect(answer).toMatchObject({ status: 204, data: '' });
      return { ...answer, data: undefined };
    },
    z.ChangePlatformPasswordResponse,
  ],
  ['buyIpo', () => call('/api/ipo/buy', { stock_id: 46, quantity: 10 }), z.BuyIpoResponse],
  // Only listed shares sell (Cobalt); Aurora's are still awaiting allocation.
  ['sellIpo', () => call('/api/ipo/sell', { stock_id: 44, quantity: 10 }), z.SellIpoResponse],
  [
    'createDeposit',
    () => call('/api/deposit/create', { wallet_id: 1, method_id: 3, amount: 250 }),
    z.CreateDepositResponse,
  ],
  [
    'createWithdrawal',
    () =>
      call('/api/withdraw/create', {
        wallet_id: 1,
        method_id: 14,
        amount: 100,
        details: { account_email: 'a@b.c' },
      }),
    z.CreateWithdrawalResponse,
  ],
  [
    'createTransfer',
    () =>
      call('/api/transfer/create', {
        from: { type: 'wallet', id: 1 },
        to: { type: 'trading_account', id: 301 },
        amount: 100,
      }),
    z.CreateTransferResponse,
  ],
  [
    'cancelWithdrawal',
    async () => {
      const list = await call('/api/transactions', { type: 'withdrawal', per_page: 100 });
      const rows = (list.data as { data: { id: number; status: string }[] }).data;
      const pending = rows.find((row) => row.status === 'pending');
      return call('/api/withdraw/cancel', { transaction_id: pending!.id });
    },
    z.CancelWithdrawalResponse,
  ],
  [
    'createTicket',
    () =>
      upload(
        '/api/tickets/create',
        form({ subject: 'S', message: 'M', 'attachments[]': file('a.pdf', 3) }),
      ),
    z.CreateTicketResponse,
  ],
  [
    'replyTicket',
    () =>
      upload(
        '/api/tickets/reply',
        form({ ticket_id: '104', message: 'R', 'attachments[]': file('b.pdf', 4) }),
      ),
    z.ReplyTicketResponse,
  ],
  [
    'markNotificationsRead',
    () => call('/api/notifications/read', { ids: [9001] }),
    z.MarkNotificationsReadResponse,
  ],
  [
    'updateProfileSettings',
    () => call('/api/settings/profile-settings', { language_cabinet: 'fr' }),
    z.UpdateProfileSettingsResponse,
  ],
  [
    'updateProfile',
    () => call('/api/settings/profile', { first_name: 'Alex', second_name: 'Morgan' }),
    z.UpdateProfileResponse,
  ],
  [
    'changePassword',
    () =>
      call('/api/settings/password', {
        current_password: 'password',
        password: 'password',
        password_confirmation: 'password',
      }),
    z.ChangePasswordResponse,
  ],
  [
    'revokeSession',
    () => call('/api/settings/sessions/revoke', { session_id: 'sess-demo-3' }),
    z.RevokeSessionResponse,
  ],
  [
    'uploadVerificationDocument',
    () =>
      upload(
        '/api/settings/verification/upload',
        form({ document_type: 'proof_of_address', file: file('bill.pdf', 9) }),
      ),
    z.UploadVerificationDocumentResponse,
  ],
  // Two-factor sign-in for the demo investor: set up, confirmed with a code of the new secret,
  // new recovery codes, off again; then the second step of the two-factor demo account.
  [
    'setUpTwoFactor',
    async () => {
      const answer = await call('/api/2fa/setup');
      setUpSecret = (answer.data as { secret: string }).secret;
      return answer;
    },
    z.SetUpTwoFactorResponse,
  ],
  [
    'enableTwoFactor',
    () => call('/api/2fa/enable', { code: totp(setUpSecret) }),
    z.EnableTwoFactorResponse,
  ],
  [
    'renewRecoveryCodes',
    () => call('/api/2fa/recovery-codes', { password: 'password' }),
    z.RenewRecoveryCodesResponse,
  ],
  [
    'disableTwoFactor',
    () => call('/api/2fa/disable', { password: 'password', code: totp(setUpSecret) }),
    z.DisableTwoFactorResponse,
  ],
  [
    'loginTwoFactor',
    async () => {
      const first = await call(
        '/api/login',
        { email: '2fa@example.com', password: 'password' },
        { token: null },
      );
      const { challenge } = first.data as { challenge: string };
      return call('/api/login/2fa', { challenge, code: totp(TWO_FACTOR_SECRET) }, { token: null });
    },
    z.LoginTwoFactorResponse,
  ],
  [
    'createPasskeyOptions',
    async () => {
      const answer = await call('/api/passkeys/options');
      passkey = { options: (answer.data as { options: Loose }).options };
      return answer;
    },
    z.CreatePasskeyOptionsResponse,
  ],
  [
    'registerPasskey',
    async () => {
      const { passkey: made, response } = await createPasskey(passkey.options!, ORIGIN);
      const answer = await call('/api/passkeys/register', { name: 'Laptop', credential: response });
      passkey = { made, id: (answer.data as { data: { id: unknown } }).data.id };
      return answer;
    },
    z.RegisterPasskeyResponse,
  ],
  [
    'loginPasskeyOptions',
    () => call('/api/login/passkey/options', undefined, { token: null }),
    z.LoginPasskeyOptionsResponse,
  ],
  [
    'loginPasskey',
    async () => {
      const { data } = await call('/api/login/passkey/options', undefined, { token: null });
      const { challenge, options } = data as { challenge: string; options: { challenge: string } };
      const credential = await usePasskey(passkey.made!, options, ORIGIN);
      return call('/api/login/passkey', { challenge, credential }, { token: null });
    },
    z.LoginPasskeyResponse,
  ],
];

describe('demo backend: contract', () => {
  it('has a check for every call', () => {
    const covered = new Set(
      [...READS, ...WRITES].map(([id]) => id).concat('logout', 'deletePasskey'),
    );
    expect([...covered].sort()).toEqual(OPERATIONS.map((item) => item.id).sort());
  });

  it.each(READS)(
    'answers %s for the demo user in the generated zod shape',
    async (_id, request, schema) => {
      expectContract(await request(), schema);
    },
  );

  it('answers every write in the generated zod shape', async () => {
    for (const [id, request, schema] of WRITES) {
      const answer = await request();
      expect.soft(answer.status, id).toBeLessThan(300);
      expectContract(answer, schema);
    }
    const removed = await call('/api/passkeys/delete', { id: passkey.id, password: 'password' });
    expect(removed).toMatchObject({ status: 204, data: '' });
    const token = await login();
    const out = await call('/api/logout', undefined, { token });
    expect(out).toMatchObject({ status: 204, data: '' });
  });

  it.each([
    ['client@example.com', { walletId: 3, accountId: 305, ticketId: 105 }],
    ['failed@example.com', { walletId: 4, accountId: 306, ticketId: null, transactions: false }],
  ])('answers every read for %s in the generated zod shape', async (email, ids) => {
    const token = await login(email);
    for (const [id, request, schema] of reads({ token, ...ids })) {
      const answer = await request();
      expect.soft(answer.status, id).toBeLessThan(300);
      expectContract(answer, schema);
    }
  });
});
