/** The calls the contract check makes, in order, and what each sends. */
import type { Operation } from '@/api/generated/operations';

/** What the check was asked (the part of its options a request may read). */
interface PlanOptions {
  readonly locale?: string;
}

export type QueryId = Extract<Operation, { hook: 'query' }>['id'];
export type MutationId = Extract<Operation, { hook: 'mutation' }>['id'];

/** What earlier answers tell later calls (ids of the account's own items). */
export interface Found {
  walletId?: number;
  tradingAccountId?: number;
  /** The first trading account's leverage, when it offers others (`leverage_options`). */
  leverage?: string;
  ticketId?: number;
  transactionId?: number;
  depositMethod?: { id: number; min: number };
  locale?: string;
  role?: string;
  /** A notification already read (marking it again changes nothing). */
  readNotificationId?: number;
}

/** A request of the plan: its body (or query), or the reason it cannot be sent on this account. */
type Request =
  { body?: Record<string, unknown>; query?: Record<string, string> } | { skip: string };

export interface Step {
  readonly request?: (found: Found, options: PlanOptions) => Request;
  /** Reads what later steps need from a valid answer. */
  readonly learn?: (data: unknown, found: Found) => void;
}

const firstId = (data: unknown, ...path: string[]): number | undefined => {
  let value: unknown = data;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  const first = Array.isArray(value) ? (value[0] as { id?: unknown } | undefined) : undefined;
  return typeof first?.id === 'number' ? first.id : undefined;
};

const needs = (value: number | undefined, what: string, body: (id: number) => Request): Request =>
  value === undefined ? { skip: `the account has no ${what}` } : body(value);

/** The first and last day of the month before this one (UTC), `YYYY-MM-DD`. */
function lastMonth(now = new Date()): { from: string; to: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { from: day(Date.UTC(year, month - 1, 1)), to: day(Date.UTC(year, month, 0)) };
}

/**
 * Every read-only operation, in the order they run (later ones use ids the earlier ones found).
 * Typed over the contract's queries: a new query in cabinet.yaml fails the typecheck until it is here.
 */
export const READS: { readonly [K in QueryId]: Step } = {
  getClientInfo: {
    request: () => ({ body: {} }),
    learn: (data, found) => {
      const { language_cabinet: locale, role } = data as {
        language_cabinet?: unknown;
        role?: unknown;
      };
      if (typeof locale === 'string') found.locale = locale;
      if (typeof role === 'string') found.role = role;
    },
  },
  getWallets: { learn: (data, found) => (found.walletId = firstId({ data }, 'data')) },
  getWalletsInfo: {
    request: (found) => needs(found.walletId, 'wallet', (id) => ({ body: { wallet_id: id } })),
  },
  getTradingAccount: {},
  getTradingAccountList: {
    learn: (data, found) => {
      found.tradingAccountId = firstId(data, 'data');
      const [first] = (data as { data?: { leverage?: unknown; leverage_options?: unknown }[] })
        .data ?? [{}];
      if (typeof first?.leverage === 'string' && Array.isArray(first.leverage_options))
        found.leverage = first.leverage;
    },
  },
  getTradingAccountHistory: {
    request: (found) =>
      needs(found.tradingAccountId, 'trading account', (id) => ({
        body: { trading_account_id: id, page: 1 },
      })),
  },
  getTradingAccountPositions: {
    request: (found) =>
      needs(found.tradingAccountId, 'trading account', (id) => ({ body: { account_id: id } })),
  },
  getTradingAccountCurrencies: {},
  getTransactions: {
    request: () => ({ body: { page: 1 } }),
    learn: (data, found) => (found.transactionId = firstId(data, 'data')),
  },
  getTransaction: {
    request: (found) => needs(found.transactionId, 'transaction', (id) => ({ body: { id } })),
  },
  getDepositMethods: {
    learn: (data, found) => {
      const [method] = (data as { data?: { id?: unknown; min_amount?: unknown }[] }).data ?? [];
      if (typeof method?.id === 'number' && typeof method.min_amount === 'number') {
        found.depositMethod = { id: method.id, min: method.min_amount };
      }
    },
  },
  getWithdrawMethods: {},
  getMyIpo: {},
  getIpoCalendar: {},
  getIpoHistory: { request: () => ({ body: { page: 1 } }) },
  getAllTickets: { learn: (data, found) => (found.ticketId = firstId(data, 'data')) },
  getTicketById: {
    request: (found) => needs(found.ticketId, 'ticket', (id) => ({ body: { ticket_id: id } })),
  },
  getArticles: { request: (_, options) => ({ query: { lang: options.locale ?? 'en' } }) },
  getSessions: {},
  getVerification: {},
  getAnalytics: { request: () => ({ body: { period: '30d' } }) },
  // As the app: only investors (and admins) open the investor area.
  getInvestorSummary: {
    request: (found): Request =>
      found.role === 'investor' || found.role === 'admin'
        ? {}
        : { skip: `the investor area is not for this account (role ${found.role ?? 'unknown'})` },
  },
  getTwoFactorStatus: {},
  getPasskeys: {},
  // The last calendar month (UTC): a period any account can ask for.
  getStatement: {
    request: (found) =>
      needs(found.walletId, 'wallet', (id) => ({ body: { wallet_id: id, ...lastMonth() } })),
  },
  getNotifications: {
    request: () => ({ body: { page: 1 } }),
    learn: (data, found) => {
      const list = (data as { data?: { id?: unknown; read_at?: unknown }[] }).data ?? [];
      const read = list.find((row) => typeof row.id === 'number' && row.read_at !== null);
      if (typeof read?.id === 'number') found.readNotificationId = read.id;
    },
  },
  getTransferLimits: {},
};

/**
 * The writes `--write` makes, in order: each leaves the test account usable (a ticket and its
 * reply, the language it already has, the leverage it already has, a pending deposit of the
 * method's minimum) and logout ends the check's session. The others change the account for good
 * (password, profile, two-factor, money out) or need a link from an e-mail; they are not called,
 * but the platform password is listed as skipped so the report names it.
 */
export const WRITES: { readonly [K in MutationId]?: Step } = {
  updateProfileSettings: {
    request: (found) =>
      found.locale ? { body: { language_cabinet: found.locale } } : { skip: 'no language known' },
  },
  createTicket: {
    request: () => ({
      body: {
        subject: 'Contract check',
        message: 'Sent by npm run contract:check on a test account; no answer needed.',
      },
    }),
    learn: (data, found) => {
      const id = (data as { data?: { id?: unknown } }).data?.id;
      if (typeof id === 'number') found.ticketId = id;
    },
  },
  replyTicket: {
    request: (found) =>
      needs(found.ticketId, 'ticket', (id) => ({
        body: { ticket_id: id, message: 'A reply from the contract check.' },
      })),
  },
  changeTradingAccountLeverage: {
    request: (found) =>
      found.tradingAccountId === undefined || found.leverage === undefined
        ? { skip: 'the account offers no leverage change (no leverage_options)' }
        : { body: { account_id: found.tradingAccountId, leverage: found.leverage } },
  },
  changePlatformPassword: {
    request: () => ({
      skip: 'it would change the trading platform password for good: not called',
    }),
  },
  createDeposit: {
    request: (found) =>
      found.walletId === undefined || !found.depositMethod
        ? { skip: 'the account has no wallet or deposit method' }
        : {
            body: {
              wallet_id: found.walletId,
              method_id: found.depositMethod.id,
              amount: Math.max(found.depositMethod.min, 1),
            },
          },
  },
  // A notification the account has already read: the account's unread count stays as it was.
  markNotificationsRead: {
    request: (found) =>
      needs(found.readNotificationId, 'read notification', (id) => ({ body: { ids: [id] } })),
  },
  logout: {},
};
