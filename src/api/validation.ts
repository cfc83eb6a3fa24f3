import type { AxiosResponse } from 'axios';
import type { ZodType } from 'zod';

/**
 * Development and test builds check every 2xx JSON answer against the generated zod schema of
 * its operation, so a backend (or mock) that drifts from the contract fails loudly as the query's
 * error instead of as a white screen further down. Production skips it, and because the schemas
 * are only reached through the dynamic import below, zod never enters the first-load bundle.
 */
export const responseValidationEnabled: boolean =
  import.meta.env.DEV || import.meta.env.MODE === 'test';

/** A 2xx answer that does not match the contract. Becomes the query's error state. */
export class ResponseValidationError extends Error {
  override readonly name = 'ResponseValidationError';

  constructor(
    /** The operation whose answer was malformed, e.g. "getWallets". */
    readonly operationId: string,
    /** The zod issues (paths and messages). */
    readonly issues: readonly unknown[],
  ) {
    super(`Malformed response from ${operationId}`);
  }
}

export const isResponseValidationError = (error: unknown): error is ResponseValidationError =>
  error instanceof ResponseValidationError;

/**
 * Every operation of `openapi/cabinet.yaml`: method, path (with `{param}` placeholders) and
 * operationId. `tests/api/validation.test.ts` checks this table against the generated client, so
 * a new operation that is not listed here fails the tests rather than going unvalidated.
 */
export const OPERATIONS = [
  ['POST', '/api/analytics', 'getAnalytics'],
  ['GET', '/api/articles/getAll', 'getArticles'],
  ['POST', '/api/fingerprint', 'sendFingerprint'],
  ['POST', '/api/login', 'login'],
  ['POST', '/api/register', 'register'],
  ['POST', '/api/password/email', 'sendPasswordResetEmail'],
  ['POST', '/api/password/reset', 'resetPassword'],
  ['POST', '/api/email/verify/{id}', 'verifyEmail'],
  ['GET', '/api/autologin/{token}', 'autologinByToken'],
  ['POST', '/api/autologin', 'autologin'],
  ['POST', '/api/email/resend', 'resendVerificationEmail'],
  ['POST', '/api/investor', 'getInvestorSummary'],
  ['POST', '/api/ipo/my-ipo', 'getMyIpo'],
  ['POST', '/api/ipo/calendar', 'getIpoCalendar'],
  ['POST', '/api/ipo/buy', 'buyIpo'],
  ['POST', '/api/ipo/sell', 'sellIpo'],
  ['POST', '/api/ipo/history', 'getIpoHistory'],
  ['POST', '/api/deposit/methods', 'getDepositMethods'],
  ['POST', '/api/deposit/create', 'createDeposit'],
  ['POST', '/api/withdraw/methods', 'getWithdrawMethods'],
  ['POST', '/api/withdraw/create', 'createWithdrawal'],
  ['POST', '/api/client-info', 'getClientInfo'],
  ['POST', '/api/logout', 'logout'],
  ['POST', '/api/settings/profile-settings', 'updateProfileSettings'],
  ['POST', '/api/settings/profile', 'updateProfile'],
  ['POST', '/api/settings/password', 'changePassword'],
  ['POST', '/api/settings/sessions', 'getSessions'],
  ['POST', '/api/settings/sessions/revoke', 'revokeSession'],
  ['POST', '/api/settings/verification', 'getVerification'],
  ['POST', '/api/settings/verification/upload', 'uploadVerificationDocument'],
  ['POST', '/api/tickets/get-all-tickets', 'getAllTickets'],
  ['POST', '/api/tickets/get-ticket-by-id', 'getTicketById'],
  ['POST', '/api/tickets/create', 'createTicket'],
  ['POST', '/api/tickets/reply', 'replyTicket'],
  ['POST', '/api/trading-account', 'getTradingAccount'],
  ['POST', '/api/trading-account/history', 'getTradingAccountHistory'],
  ['POST', '/api/trading-account/currencies', 'getTradingAccountCurrencies'],
  ['POST', '/api/trading-account/create', 'createTradingAccount'],
  ['POST', '/api/trading-account/autologin', 'tradingAccountAutologin'],
  ['POST', '/api/trading-account/list', 'getTradingAccountList'],
  ['POST', '/api/transactions', 'getTransactions'],
  ['POST', '/api/wallets', 'getWallets'],
  ['POST', '/api/wallets-info', 'getWalletsInfo'],
] as const satisfies readonly (readonly [string, string, string])[];

export type OperationId = (typeof OPERATIONS)[number][2];

interface OperationRoute {
  method: string;
  pattern: RegExp;
  operationId: OperationId;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/email/verify/{id}` → /^\/api\/email\/verify\/[^/]+$/ */
const toPattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split(/\{[^}]+\}/)
      .map(escapeRegExp)
      .join('[^/]+')}$`,
  );

const ROUTES: readonly OperationRoute[] = OPERATIONS.map(([method, path, operationId]) => ({
  method,
  pattern: toPattern(path),
  operationId,
}));

/** The operation a request belongs to, by method and URL path (query and origin ignored). */
export function findOperation(method: string, path: string): OperationId | undefined {
  const upper = method.toUpperCase();
  return ROUTES.find((route) => route.method === upper && route.pattern.test(path))?.operationId;
}

/** The response schema of each operation, from the generated zod module. */
export type ResponseRegistry = ReadonlyMap<OperationId, ZodType>;

let registry: Promise<ResponseRegistry> | null = null;

const isSchema = (value: unknown): value is ZodType =>
  typeof value === 'object' && value !== null && typeof (value as ZodType).safeParse === 'function';

/** Loads the generated schemas on first use: `<OperationId>Response` for each operation. */
export function loadResponseRegistry(): Promise<ResponseRegistry> {
  registry ??= import('./generated/zod/index.zod').then((module) => {
    const schemas = module as unknown as Record<string, unknown>;
    const map = new Map<OperationId, ZodType>();
    for (const [, , operationId] of OPERATIONS) {
      const schema = schemas[`${operationId[0]!.toUpperCase()}${operationId.slice(1)}Response`];
      if (isSchema(schema)) map.set(operationId, schema);
    }
    return map;
  });
  return registry;
}

/** An answer with a JSON body: JSON content type, or (none given) an object or array body. */
function hasJsonBody(response: AxiosResponse): boolean {
  if (response.status === 204 || response.data === '' || response.data === undefined) return false;
  const type = String(response.headers?.['content-type'] ?? '');
  if (type) return /[/+]json\b/i.test(type);
  return typeof response.data === 'object' && response.data !== null;
}

/**
 * Checks a 2xx answer of a known operation against its schema; rejects with (and logs) a
 * ResponseValidationError naming the operation when it does not match. The data is not replaced:
 * callers get exactly what the server sent.
 */
export async function validateResponse(
  response: AxiosResponse,
  method: string,
  path: string,
): Promise<void> {
  if (response.status < 200 || response.status >= 300 || !hasJsonBody(response)) return;
  const operationId = findOperation(method, path);
  if (!operationId) return;
  const schema = (await loadResponseRegistry()).get(operationId);
  if (!schema) return;
  const result = schema.safeParse(response.data);
  if (result.success) return;
  const error = new ResponseValidationError(operationId, result.error.issues);
  console.error(`${error.message} (${method.toUpperCase()} ${path})`, result.error.issues);
  throw error;
}
