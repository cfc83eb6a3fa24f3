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
import { describeValue, mismatchesOf, type Mismatch, type ZodIssueLike } from './mismatches';
import { READS, WRITES, type Found, type MutationId, type QueryId, type Step } from './plan';

export type { Mismatch } from './mismatches';
export { formatPath } from './mismatches';
export { READS, WRITES } from './plan';

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

const schemaOf = (id: OperationId, suffix: 'Response' | 'Body'): ZodType | undefined => {
  const schema = (schemas as Record<string, unknown>)[
    `${id[0]!.toUpperCase()}${id.slice(1)}${suffix}`
  ];
  return schema && typeof (schema as ZodType).safeParse === 'function'
    ? (schema as ZodType)
    : undefined;
};

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** The request body as the contract says it is sent (JSON, form-encoded or multipart). */
function encodeBody(
  operation: Operation,
  given: Record<string, unknown> | undefined,
  headers: Record<string, string>,
): BodyInit | undefined {
  const fields = given ?? (operation.body ? {} : undefined);
  if (!fields) return undefined;
  const entries = Object.entries(fields).map(([key, value]) => [key, String(value)] as const);
  switch (operation.body) {
    case 'json':
      headers['Content-Type'] = 'application/json';
      return JSON.stringify(fields);
    case 'form':
      return new URLSearchParams(Object.fromEntries(entries));
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of entries) form.append(key, value);
      return form;
    }
    default:
      return undefined;
  }
}

type CallBase = Pick<CallResult, 'operationId' | 'method' | 'path'>;

/** A request the check would send that the contract itself refuses: not sent, said as a failure. */
function ownRequestProblem(
  base: CallBase,
  operationId: OperationId,
  body: Record<string, unknown> | undefined,
): CallResult | null {
  const bodySchema = schemaOf(operationId, 'Body');
  const ownRequest = body && bodySchema?.safeParse(body);
  if (!ownRequest || ownRequest.success) return null;
  // Not sent: what the contract would refuse (an --email that is no address, say).
  const issues = mismatchesOf(ownRequest.error.issues as ZodIssueLike[], body);
  return {
    ...base,
    outcome: 'fail',
    mismatches: issues.map((issue) => ({ ...issue, path: `(request) ${issue.path}` })),
    note: 'the request the check would send breaks the contract: not sent',
  };
}

/** A call that got no answer: why, in the words of the innermost error. */
function networkMismatch(error: unknown): Mismatch {
  const reason =
    error instanceof Error
      ? error.cause instanceof Error
        ? error.cause.message
        : error.message
      : String(error);
  return { path: '(network)', expected: 'an answer', got: reason };
}

/**
 * An answer checked against the contract: its status, then its body with the operation's
 * response schema. A pass with a schema also carries the data read (for the later calls).
 */
async function checkAnswer(
  base: CallBase,
  operation: Operation,
  response: Response,
): Promise<CallResult | { result: CallResult; data: unknown }> {
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
  return { result: { ...base, outcome: 'pass', status, mismatches: [] }, data };
}

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
    const refusedRequest = ownRequestProblem(base, operation.id, request.body);
    if (refusedRequest) return refusedRequest;
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
    const body = encodeBody(operation, request.body, headers);
    let response: Response;
    try {
      response = await send(url, { method: operation.method, headers, body });
    } catch (error) {
      return { ...base, outcome: 'fail', mismatches: [networkMismatch(error)] };
    }
    const checked = await checkAnswer(base, operation, response);
    if ('data' in checked) {
      step.learn?.(checked.data, found);
      return checked.result;
    }
    return checked;
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
