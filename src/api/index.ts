/**
 * The hand-written surface of the API layer for features and app. Generated calls, hooks, query
 * keys and models are imported from `@/api/generated/<tag>/<tag>` and `@/api/generated/model`.
 */
export { apiClient, loadHttpClient } from './http';
export type { BodyType, ErrorType, RequestOptions } from './http';
export { onApiEvent, resetUnauthorized, serverErrorDialogClosed } from './events';
export type { ApiEventHandler, ApiEventMap, ApiEventType } from './events';
export {
  NETWORK_ERROR,
  createAccountErrorMessage,
  errorStatus,
  extractFormErrors,
  isAxiosError,
  isNetworkError,
  isValidationError,
} from './errors';
export type { FailureKind, FormErrors } from './errors';
export {
  IDEMPOTENCY_HEADER,
  newIdempotencyKey,
  outcomeUnknown,
  withIdempotencyKey,
} from './idempotency';
export { buildFormRequest, hasFiles, toFormData, type FormMethod } from './payload';
export { mapCurrencies } from './currencies';
export type { CurrencyOption } from './currencies';
export { fingerprintReportsSettled, getFingerprintStatus } from './fingerprint';
export type { FingerprintType } from './fingerprint';
export { ResponseValidationError, isResponseValidationError } from './validation';
