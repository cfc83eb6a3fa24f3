import { escapeRegExp } from '@/lib/regexp';
import { OPERATIONS, type Operation } from '@/api/generated/operations';

export { OPERATIONS } from '@/api/generated/operations';
export type { Operation, OperationId } from '@/api/generated/operations';

/**
 * The path of a request URL as the contract's operations are keyed: origin and query dropped, a
 * trailing slash tolerated (`https://host/api/wallets/?a=1` → `/api/wallets`).
 */
export function requestPath(url: string | undefined): string {
  const path = new URL(url ?? '', 'http://placeholder').pathname;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const PARAM = /\{[^}]+\}/g;

/** `/api/email/verify/{id}` → /^\/api\/email\/verify\/[^/]+$/ */
const toPattern = (path: string): RegExp =>
  new RegExp(`^${path.split(PARAM).map(escapeRegExp).join('[^/]+')}$`);

interface Routed {
  readonly method: string;
  readonly path: string;
}

/**
 * A lookup over an operation table by method and request URL. Where a literal path and a
 * parameterised one both match (`/x/list`, `/x/{id}`), the one with fewer parameters wins.
 */
export function operationMatcher<T extends Routed>(
  operations: readonly T[],
): (method: string, url: string) => T | undefined {
  const routes = operations
    .map((operation) => ({
      operation,
      pattern: toPattern(operation.path),
      params: operation.path.match(PARAM)?.length ?? 0,
    }))
    .sort((a, b) => a.params - b.params);
  return (method, url) => {
    const upper = method.toUpperCase();
    const path = requestPath(url);
    return routes.find((route) => route.operation.method === upper && route.pattern.test(path))
      ?.operation;
  };
}

/** The contract operation a request belongs to (generated table), by method and URL. */
export const findOperation: (method: string, url: string) => Operation | undefined =
  operationMatcher(OPERATIONS);
