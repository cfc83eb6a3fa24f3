import type { AxiosResponse } from 'axios';
import type { ZodType } from 'zod';
import { OPERATIONS, type OperationId, findOperation } from '@/api/operations';

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
    for (const { id } of OPERATIONS) {
      const schema = schemas[`${id[0]!.toUpperCase()}${id.slice(1)}Response`];
      if (isSchema(schema)) map.set(id, schema);
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
  const operationId = findOperation(method, path)?.id;
  if (!operationId) return;
  const schema = (await loadResponseRegistry()).get(operationId);
  if (!schema) return;
  const result = schema.safeParse(response.data);
  if (result.success) return;
  const error = new ResponseValidationError(operationId, result.error.issues);
  console.error(`${error.message} (${method.toUpperCase()} ${path})`, result.error.issues);
  throw error;
}
