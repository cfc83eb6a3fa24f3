/**
 * The contract check (`npm run contract:check`): signs in to a real backend, calls every read-only
 * operation of `openapi/cabinet.yaml` (and, when asked, a few writes on a test account), and checks
 * each answer against the generated zod schema the cabinet's own development builds validate with.
 * It runs in Node (scripts/contract-check.mjs loads it through Vite) and never in the app.
 */
import type { ZodType } from 'zod';
import { OPERATIONS, type Operation, type OperationId } from '@/api/generated/operations';
import * as schemas from '@/api/generated/zod/index.zod';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@/api/idempotency';

export interface CheckOptions {
  /** The API host (VITE_API_URL's counterpart), e.g. https://api.example.com. */
  readonly baseUrl: string;
  /** The articles host (VITE_ADMIN_API_URL's counterpart); the API host when absent. */
  readonly adminUrl?: string;
  readonly email: string;
  readonly password: string;
  /** Also call the writes of WRITES (on a test account: they create a ticket and a deposit). */
  readonly write?: boolean;
  /** The interface language the calls ask for (Accept-Language, the articles' `lang`). */
  readonly locale?: string;
  /** Injected in tests; the global fetch otherwise. */
  readonly fetch?: typeof fetch;
}

/** One difference between an answer and the contract. */
export interface Mismatch {
  /** Where in the answer, e.g. `data[0].balance` (`(status)` for the HTTP status). */
  readonly path: string;
  readonly expected: string;
  readonly got: string;
}

export interface CallResult {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  /** `pass`; `fail` (see mismatches); `not-offered` (a beyond-the-specification call answering 404
   * or 405); `skipped` (the call needs something the account does not have, see `note`). */
  readonly outcome: 'pass' | 'fail' | 'not-offered' | 'skipped';
  readonly status?: number;
  readonly mismatches: readonly Mismatch[];
  readonly note?: string;
}

type QueryId = Extract<Operation, { hook: 'query' }>['id'];
type MutationId = Extract<Operation, { hook: 'mutation' }>['id'];

/** What earlier answers tell later calls (ids of the account's own items). */
interface Found {
  walletId?: number;
  tradingAccountId?: number;
  ticketId?: number;
  depositMethod?: { id: number; min: number };
  locale?: string;
}

/** A request of the plan: its body (or query), or the reason it cannot be sent on this account. */
type Request =
  { body?: Record<string, unknown>; query?: Record<string, string> } | { skip: string };

interface Step {
  readonly request?: (found: Found, options: CheckOptions) => Request;
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

/**
 * Every read-only operation, in the order they run (later ones use ids the earlier ones found).
 * Typed over the contract's queries: a new query in cabinet.yaml fails the typecheck until it is here.
 */
export const READS: { readonly [K in QueryId]: Step } = {
  getClientInfo: {
    request: () => ({ body: {} }),
    learn: (data, found) => {
      const locale = (data as { language_cabinet?: unknown }).language_cabinet;
      if (typeof locale === 'string') found.locale = locale;
    },
  },
  getWallets: { learn: (data, found) => (found.walletId = firstId({ data }, 'data')) },
  getWalletsInfo: {
    request: (found) => needs(found.walletId, 'wallet', (id) => ({ body: { wallet_id: id } })),
  },
  getTradingAccount: {},
  getTradingAccountList: {
    learn: (data, found) => (found.tradingAccountId = firstId(data, 'data')),
  },
  getTradingAccountHistory: {
    request: (found) =>
      needs(found.tradingAccountId, 'trading account', (id) => ({
        body: { trading_account_id: id, page: 1 },
      })),
  },
  getTradingAccountCurrencies: {},
  getTransactions: { request: () => ({ body: { page: 1 } }) },
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
  getInvestorSummary: {},
  getTwoFactorStatus: {},
};

/**
 * The writes `--write` makes, in order: each leaves the test account usable (a ticket and its
 * reply, the language it already has, a pending deposit of the method's minimum) and logout ends
 * the check's session. The others change the account for good (password, profile, two-factor,
 * money out) or need a link from an e-mail; they are not called.
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
  logout: {},
};

const schemaOf = (id: OperationId, suffix: 'Response' | 'Body'): ZodType | undefined => {
  const schema = (schemas as Record<string, unknown>)[
    `${id[0]!.toUpperCase()}${id.slice(1)}${suffix}`
  ];
  return schema && typeof (schema as ZodType).safeParse === 'function'
    ? (schema as ZodType)
    : undefined;
};

/** `data[0].balance` from zod's `['data', 0, 'balance']`. */
export const formatPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  ) || '(root)';

/** What a value is, for "got": its type and a short rendering. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return `${typeof value} ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
}

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object'
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    data,
  );

interface ZodIssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly expected?: unknown;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
}

/** The zod issues of an answer as mismatches: where, what the contract expects, what came. */
export function mismatchesOf(issues: readonly ZodIssueLike[], data: unknown): Mismatch[] {
  return issues.map((issue) => {
    const got = describeValue(valueAt(data, issue.path));
    if (issue.code === 'invalid_type' && issue.expected !== undefined) {
      return { path: formatPath(issue.path), expected: String(issue.expected), got };
    }
    if (issue.code === 'invalid_value' && issue.values) {
      return {
        path: formatPath(issue.path),
        expected: `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`,
        got,
      };
    }
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      return {
        path: formatPath(issue.path),
        expected: 'no other keys',
        got: issue.keys.join(', '),
      };
    }
    return { path: formatPath(issue.path), expected: issue.message, got };
  });
}

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** Runs the check; one result per operation of the plan, in order. */
export async function checkContract(options: CheckOptions): Promise<CallResult[]> {
  const send = options.fetch ?? fetch;
  const locale = options.locale ?? 'en';
  const found: Found = {};
  const results: CallResult[] = [];
  let token = '';

  async function call(operation: Operation, step: Step): Promise<CallResult> {
    const base = { operationId: operation.id, method: operation.method, path: operation.path };
    const request = step.request?.(found, options) ?? {};
    if ('skip' in request)
      return { ...base, outcome: 'skipped', mismatches: [], note: request.skip };
    const bodySchema = schemaOf(operation.id, 'Body');
    if (request.body && bodySchema && !bodySchema.safeParse(request.body).success) {
      throw new Error(`the check's own request for ${operation.id} breaks the contract`);
    }
    const admin = operation.host === 'admin';
    const url = new URL(
      join(admin ? (options.adminUrl ?? options.baseUrl) : options.baseUrl, operation.path),
    );
    for (const [name, value] of Object.entries(request.query ?? {}))
      url.searchParams.set(name, value);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': locale,
    };
    // The admin host never receives the cabinet's token (as in the app).
    if (token && !admin) headers.Authorization = `Bearer ${token}`;
    if (operation.idempotent) headers[IDEMPOTENCY_HEADER] = newIdempotencyKey();
    let body: BodyInit | undefined;
    const fields = request.body ?? (operation.body ? {} : undefined);
    if (fields && operation.body === 'json') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(fields);
    } else if (fields && operation.body === 'form') {
      body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    } else if (fields && operation.body === 'multipart') {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
      body = form;
    }
    let response: Response;
    try {
      response = await send(url, { method: operation.method, headers, body });
    } catch (error) {
      const reason =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      return {
        ...base,
        outcome: 'fail',
        mismatches: [{ path: '(network)', expected: 'an answer', got: reason }],
      };
    }
    const status = response.status;
    if (operation.beyondSpec && (status === 404 || status === 405)) {
      return { ...base, outcome: 'not-offered', status, mismatches: [] };
    }
    if (status < 200 || status >= 300) {
      return {
        ...base,
        outcome: 'fail',
        status,
        mismatches: [{ path: '(status)', expected: '2xx', got: String(status) }],
      };
    }
    const text = await response.text();
    const schema = schemaOf(operation.id, 'Response');
    if (!schema) return { ...base, outcome: 'pass', status, mismatches: [] };
    let data: unknown;
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch {
      return {
        ...base,
        outcome: 'fail',
        status,
        mismatches: [{ path: '(body)', expected: 'JSON', got: describeValue(text) }],
      };
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      return {
        ...base,
        outcome: 'fail',
        status,
        mismatches: mismatchesOf(parsed.error.issues as ZodIssueLike[], data),
      };
    }
    step.learn?.(data, found);
    return { ...base, outcome: 'pass', status, mismatches: [] };
  }

  const byId = new Map<string, Operation>(OPERATIONS.map((operation) => [operation.id, operation]));
  const login = byId.get('login')!;
  const signIn: Step = {
    request: () => ({
      body: { email: options.email, password: options.password, remember: false },
    }),
    learn: (data) => {
      const answer = data as { token?: unknown; two_factor?: unknown };
      if (typeof answer.token === 'string') token = answer.token;
    },
  };
  const first = await call(login, signIn);
  const refused = first.status === 401 || first.status === 422;
  results.push(
    refused
      ? { ...first, note: 'sign-in refused: check --email and --password' }
      : first.outcome === 'pass' && !token
        ? {
            ...first,
            outcome: 'skipped',
            note: 'two-factor sign-in is on for this account: nothing else can be checked; use one without it',
          }
        : first,
  );
  if (!token) return results;

  for (const [id, step] of Object.entries(READS) as [QueryId, Step][]) {
    results.push(await call(byId.get(id)!, step));
  }
  if (options.write) {
    for (const [id, step] of Object.entries(WRITES) as [MutationId, Step][]) {
      results.push(await call(byId.get(id)!, step));
    }
  }
  return results;
}

/**
 * True when the sign-in worked and nothing failed (skipped and not-offered calls are not failures;
 * a sign-in that checked nothing else is not a pass).
 */
export const passed = (results: readonly CallResult[]): boolean =>
  results[0]?.outcome === 'pass' &&
  results.length > 1 &&
  results.every((result) => result.outcome !== 'fail');
