import { composeStories } from '@storybook/react-vite';
import * as analyticsMocks from '@/api/generated/analytics/analytics.msw';
import * as articlesMocks from '@/api/generated/articles/articles.msw';
import * as investorMocks from '@/api/generated/investor/investor.msw';
import * as ipoMocks from '@/api/generated/ipo/ipo.msw';
import { OPERATIONS, type OperationId } from '@/api/operations';
import * as paymentsMocks from '@/api/generated/payments/payments.msw';
import * as settingsMocks from '@/api/generated/settings/settings.msw';
import * as ticketsMocks from '@/api/generated/tickets/tickets.msw';
import * as tradingMocks from '@/api/generated/trading/trading.msw';
import * as transactionsMocks from '@/api/generated/transactions/transactions.msw';
import * as walletsMocks from '@/api/generated/wallets/wallets.msw';
import * as schemas from '@/api/generated/zod/index.zod';
import type { ZodType } from 'zod';
import * as security from '../../stories/pages/account/Security.stories';
import * as verification from '../../stories/pages/account/Verification.stories';
import * as analytics from '../../stories/pages/analytics/Analytics.stories';
import * as articleDetail from '../../stories/pages/articles/ArticleDetail.stories';
import * as articles from '../../stories/pages/articles/Articles.stories';
import * as home from '../../stories/pages/home/Home.stories';
import * as investor from '../../stories/pages/investor/Investor.stories';
import * as ipoCalendar from '../../stories/pages/ipo/Calendar.stories';
import * as ipoHistory from '../../stories/pages/ipo/History.stories';
import * as myIpo from '../../stories/pages/ipo/MyIpo.stories';
import * as deposit from '../../stories/pages/payments/Deposit.stories';
import * as withdraw from '../../stories/pages/payments/Withdraw.stories';
import * as ticketDetail from '../../stories/pages/tickets/TicketDetail.stories';
import * as tickets from '../../stories/pages/tickets/Tickets.stories';
import * as tradingAccountDetail from '../../stories/pages/trading-accounts/TradingAccountDetail.stories';
import * as tradingAccounts from '../../stories/pages/trading-accounts/TradingAccounts.stories';
import * as transactions from '../../stories/pages/transactions/Transactions.stories';
import * as walletDetail from '../../stories/pages/wallets/WalletDetail.stories';
import * as wallets from '../../stories/pages/wallets/Wallets.stories';
import type { PageStory } from '../utils/renderPageStory';

/**
 * Every page that reads data, as its loaded story, with the calls that feed it. `client-info` is
 * left out: the session layer validates it and fails closed (src/api/readers/user.ts), so the profile and
 * settings pages, which read nothing else, are not here.
 */
export interface FuzzPage {
  name: string;
  story: PageStory;
  calls: OperationId[];
  /**
   * The call the page is about: when it fails, the whole page shows its error state with a retry.
   * The others feed a part (a widget, a picker) that may fail on its own terms.
   */
  primary?: OperationId;
  /**
   * Calls whose malformed answers still crash the page (found by this fuzz, not fixed yet): skipped
   * unless FUZZ_ALL=1, so the suite stays green while the list says what is left to do.
   */
  knownCrashes?: OperationId[];
}

const loaded = (module: Parameters<typeof composeStories>[0], name = 'Loaded'): PageStory =>
  (composeStories(module) as unknown as Record<string, PageStory>)[name]!;

export const PAGES: FuzzPage[] = [
  {
    name: 'home',
    story: loaded(home),
    calls: ['getWallets', 'getTradingAccount', 'getTransactions', 'getArticles'],
  },
  { name: 'wallets', story: loaded(wallets), calls: ['getWallets'], primary: 'getWallets' },
  {
    name: 'wallet detail',
    story: loaded(walletDetail),
    calls: ['getWallets', 'getWalletsInfo'],
    primary: 'getWalletsInfo',
  },
  {
    name: 'trading accounts',
    story: loaded(tradingAccounts),
    calls: ['getTradingAccountList'],
    primary: 'getTradingAccountList',
  },
  {
    name: 'trading account detail',
    story: loaded(tradingAccountDetail),
    calls: ['getTradingAccountList', 'getTradingAccountHistory'],
    primary: 'getTradingAccountList',
  },
  {
    name: 'deposit',
    story: loaded(deposit),
    calls: ['getDepositMethods', 'getWallets'],
    primary: 'getDepositMethods',
  },
  {
    name: 'withdraw',
    story: loaded(withdraw),
    calls: ['getWithdrawMethods', 'getWallets'],
    primary: 'getWithdrawMethods',
  },
  {
    name: 'transactions',
    story: loaded(transactions),
    calls: ['getTransactions'],
    primary: 'getTransactions',
  },
  {
    name: 'IPO calendar',
    story: loaded(ipoCalendar),
    calls: ['getIpoCalendar'],
    primary: 'getIpoCalendar',
  },
  {
    name: 'my IPO',
    story: loaded(myIpo),
    calls: ['getMyIpo', 'getIpoCalendar'],
    primary: 'getMyIpo',
  },
  {
    name: 'IPO history',
    story: loaded(ipoHistory),
    calls: ['getIpoHistory', 'getIpoCalendar'],
    primary: 'getIpoHistory',
  },
  {
    name: 'investor',
    story: loaded(investor),
    calls: ['getInvestorSummary'],
    primary: 'getInvestorSummary',
  },
  { name: 'analytics', story: loaded(analytics), calls: ['getAnalytics'], primary: 'getAnalytics' },
  { name: 'tickets', story: loaded(tickets), calls: ['getAllTickets'], primary: 'getAllTickets' },
  {
    name: 'ticket detail',
    story: loaded(ticketDetail),
    calls: ['getTicketById'],
    primary: 'getTicketById',
  },
  { name: 'articles', story: loaded(articles), calls: ['getArticles'], primary: 'getArticles' },
  {
    name: 'article detail',
    story: loaded(articleDetail),
    calls: ['getArticles'],
    primary: 'getArticles',
  },
  { name: 'security', story: loaded(security), calls: ['getSessions'], primary: 'getSessions' },
  {
    name: 'verification',
    story: loaded(verification, 'Rejected'),
    calls: ['getVerification'],
    primary: 'getVerification',
  },
];

const MOCKS = {
  ...analyticsMocks,
  ...articlesMocks,
  ...investorMocks,
  ...ipoMocks,
  ...paymentsMocks,
  ...settingsMocks,
  ...ticketsMocks,
  ...tradingMocks,
  ...transactionsMocks,
  ...walletsMocks,
} as unknown as Record<string, (() => unknown) | undefined>;

const capitalised = (id: string) => `${id[0]!.toUpperCase()}${id.slice(1)}`;

/** What the fuzz needs of a call: where it goes, a valid answer and the schema it must break. */
export interface FuzzCall {
  id: OperationId;
  method: 'get' | 'post';
  /** MSW path pattern, e.g. `* /api/tickets/get-ticket-by-id`. */
  url: string;
  valid: unknown;
  schema: ZodType;
}

export function callOf(id: OperationId): FuzzCall {
  const operation = OPERATIONS.find((candidate) => candidate.id === id)!;
  const mock = MOCKS[`get${capitalised(id)}ResponseMock`];
  const schema = (schemas as unknown as Record<string, ZodType | undefined>)[
    `${capitalised(id)}Response`
  ];
  if (!mock || !schema) throw new Error(`No generated mock or schema for ${id}`);
  return {
    id,
    method: operation.method.toLowerCase() as 'get' | 'post',
    url: `*${operation.path.replace(/\{(\w+)\}/g, ':$1')}`,
    valid: mock(),
    schema,
  };
}
