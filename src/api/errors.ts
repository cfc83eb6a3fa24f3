import type { AxiosError } from 'axios';

/**
 * An error of the HTTP client, with its response when there was one. Axios marks its errors with
 * `isAxiosError`; checking the mark here keeps axios itself out of the modules that only read
 * errors (the client loads with the first call: ./http).
 */
export function isAxiosError<T = unknown>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** `code` of the error a request rejects with when it got no response at all. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** True when the request got no response (offline, DNS, CORS); never for aborted requests. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === NETWORK_ERROR;
}

/**
 * Set on the network error of a call to a secondary host (the articles' admin host): that host
 * being down says nothing about the connection or the cabinet API, so it never makes the app
 * "offline"; only the widget that asked shows its failure, with its own retry.
 */
export const SECONDARY_HOST = 'secondaryHost';

/** A network error of the cabinet API itself (not of a secondary host): the connection may be gone. */
export function isCabinetNetworkError(error: unknown): boolean {
  return isNetworkError(error) && (error as Record<string, unknown>)[SECONDARY_HOST] !== true;
}

/** The status of an HTTP error response, if any. */
export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** A 422 validation failure. */
export function isValidationError(error: unknown): boolean {
  return errorStatus(error) === 422;
}

/**
 * Why a failure carries no server text to show: no answer at all (`network`), or an answer
 * without a usable JSON body (`unreadable`: an HTML page, an empty body). The form layer turns
 * these into translated texts; this layer never holds UI text.
 */
export type FailureKind = 'network' | 'unreadable';

/** The error bag of a failed request, as the server sent it: messages by field, plus its message. */
export interface FormErrors {
  /** Messages by field name (the "error" field holds a lone server message). */
  errors: Record<string, string[]>;
  /** The server's `message`, when it sent one. */
  message?: string;
  /** Set when the error carried no usable body. */
  failure?: FailureKind;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One field's messages: a string or an array of strings/numbers; anything else is dropped. */
function toMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    return value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
  }
  return [];
}

function toErrorBag(source: Record<string, unknown>): Record<string, string[]> {
  const bag: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(source)) {
    const messages = toMessages(value);
    if (messages.length > 0) bag[field] = messages;
  }
  return bag;
}

/**
 * The errors of a failed form submission, in the specification's order: the body's `errors`
 * object, else its `message` as a single error, else the whole body. An error without an object
 * body (no response, HTML page, not an HTTP error) gives no messages, only its failure kind.
 */
export function extractFormErrors(error: unknown): FormErrors {
  const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
  if (!isRecord(body))
    return { errors: {}, failure: isNetworkError(error) ? 'network' : 'unreadable' };

  const message =
    typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  const withMessage = (errors: Record<string, string[]>): FormErrors =>
    message === undefined ? { errors } : { errors, message };

  if (isRecord(body.errors)) return withMessage(toErrorBag(body.errors));
  if (message !== undefined) return withMessage({ error: [message] });
  return { errors: toErrorBag(body) };
}

/**
 * The inline message of a failed trading-account creation:
 * `response.data.description.currency_id[0]` (e.g. the maximum number of accounts is reached).
 */
export function createAccountErrorMessage(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (!isRecord(data) || !isRecord(data.description)) return undefined;
  const list = data.description.currency_id;
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  return typeof first === 'string' ? first : undefined;
}
