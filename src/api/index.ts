/**
 * The hand-written surface of the API layer for features and app. Generated calls, hooks, query
 * keys and models are imported from `@/api/generated/<tag>/<tag>` and `@/api/generated/model`.
 */
export { loadHttpClient } from './http';
export type { RequestOptions } from './http';
export {
  createAccountErrorMessage,
  errorStatus,
  extractFormErrors,
  isAxiosError,
  isNetworkError,
} from './errors';
export { outcomeUnknown, withIdempotencyKey } from './idempotency';
