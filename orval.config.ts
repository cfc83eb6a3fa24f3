import { defineConfig } from 'orval';

/**
 * Generates the typed API layer from the hand-written contract `openapi/cabinet.yaml`.
 * Run `npm run api:generate` (orval, then prettier); `npm run api:check` fails when the
 * committed output is out of date. Never edit `src/api/generated/**` by hand.
 */

const input = { target: './openapi/cabinet.yaml' };

/** POST calls that read data: generated as query hooks (useQuery) rather than mutations. */
const readPosts = [
  'getClientInfo',
  'getWallets',
  'getWalletsInfo',
  'getTradingAccount',
  'getTradingAccountHistory',
  'getTradingAccountCurrencies',
  'getMyIpo',
  'getIpoCalendar',
  'getAllTickets',
  'getTicketById',
  'getTradingAccountList',
  'getTransactions',
  'getDepositMethods',
  'getWithdrawMethods',
  'getSessions',
  'getVerification',
  'getIpoHistory',
  'getAnalytics',
  'getInvestorSummary',
] as const;

const queryOperations = Object.fromEntries(
  readPosts.map((operationId) => [operationId, { query: { useQuery: true, useMutation: false } }]),
);

export default defineConfig({
  cabinet: {
    input,
    output: {
      target: 'src/api/generated/cabinet.ts',
      schemas: 'src/api/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      mode: 'tags-split',
      // Remove stale files before writing; the zod output below owns src/api/generated/zod.
      clean: ['!zod/**'],
      mock: {
        indexMockFiles: true,
        generators: [
          {
            type: 'msw',
            // '*' prefix: handlers match any origin (the page's own, or http://127.0.0.1:<port>).
            baseUrl: '*',
            delay: 0,
            generateEachHttpStatus: true,
            useExamples: true,
          },
        ],
      },
      override: {
        mutator: { path: 'src/api/http.ts', name: 'apiClient' },
        // Multipart arrays go out as `attachments[]` (what a Laravel backend reads as an array).
        formData: { arrayHandling: 'serialize-with-brackets' },
        operations: {
          ...queryOperations,
          // A GET that signs the user in: an action, so a mutation rather than a cached query.
          autologinByToken: { query: { useQuery: false, useMutation: true } },
        },
      },
    },
  },
  cabinetZod: {
    input,
    output: {
      target: 'src/api/generated/zod',
      client: 'zod',
      mode: 'tags-split',
      clean: true,
      fileExtension: '.zod.ts',
    },
  },
});
