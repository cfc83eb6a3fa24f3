import axios, {
  AxiosError,
  isAxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { NETWORK_ERROR, SECONDARY_HOST } from '@/api/errors';
import {
  emitServerErrorOnce,
  emitUnauthorizedOnce,
  networkAnswered,
  networkFailed,
  requestEnded,
  requestStarted,
  resetApiEventGuards,
} from '@/api/events';
import {
  type FingerprintType,
  fingerprintTypeFor,
  getFingerprintSafely,
  mergeFingerprint,
  resetFingerprintStatus,
  sendFingerprint,
} from '@/api/fingerprint';
import { fetchWithoutCredentials } from '@/api/fetchAdapter';
import { IDEMPOTENCY_HEADER, outcomeUnknown } from '@/api/idempotency';
import { type Operation, findOperation, requestPath } from '@/api/operations';
import { withSessionCalls } from '@/api/sessionCalls';
import { validateResponse } from '@/api/validation';
import { readCookie } from '@/lib/cookies';
import { env } from '@/lib/env';
import type { DeviceFingerprint } from '@/lib/fingerprint';
import { useLoader } from '@/stores/loader';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';

/** Extra per-call options understood by the client (never sent over the wire). */
export interface RequestOptions extends AxiosRequestConfig {
  /** false: this call does not turn the global loader on; true forces it for a default-off call. */
  showLoader?: boolean;
  /**
   * A background check (the transfers probe): its failures raise no dialog, notice or session
   * expiry; the caller reads them. The call does not turn the global loader on either.
   */
  quiet?: boolean;
}

/** The client's own calls (fingerprint): no fingerprint, no loader, no UI events. */
interface ClientFlags {
  showLoader?: boolean;
  internal?: boolean;
  quiet?: boolean;
}

type ClientConfig = InternalAxiosRequestConfig & ClientFlags & { [STATE]?: RequestState };

/** What the request interceptor decided, for the response interceptor. */
interface RequestState {
  method: string;
  path: string;
  /** The contract operation of the call (generated table), if it is one. */
  operation: Operation | undefined;
  loaderOn: boolean;
  tokenSent: boolean;
  /** When the request left (`Date.now()`): an answer to another call since says the server is there. */
  sentAt: number;
  /** Counted among the cabinet API's requests on their way (not the admin host's). */
  counted?: boolean;
  fingerprint?: {
    value: DeviceFingerprint | Promise<DeviceFingerprint | null>;
    type: FingerprintType;
  };
}

const STATE = Symbol('apiClientRequestState');

const validating = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** The one HTTP client of the app (orval mutator below). No timeout, as the specification says. */
export const http = axios.create({
  baseURL: env.apiUrl || undefined,
  headers: { Accept: 'application/json' },
  // The XSRF header is added by the interceptor, by API origin rather than page origin.
  withXSRFToken: false,
  // A caller-set timeout reads as a network failure (ETIMEDOUT), not as an abort.
  transitional: { clarifyTimeoutError: true },
});

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

// The session's first calls may have been answered already: index.html sent them while this code
// was on its way (./sessionCalls). A call's own adapter (the admin host's) is left alone.
const transports = http.defaults.adapter;
http.defaults.adapter = withSessionCalls(
  (config) => axios.getAdapter(transports, config)(config),
  (config) => new URL(http.getUri(config), pageOrigin()).href,
);

const pageOrigin = (): string =>
  typeof location === 'undefined' ? 'http://localhost' : location.origin;

/** Origin of the cabinet API: VITE_API_URL, or the page's own. */
export function apiOrigin(): string {
  return new URL(env.apiUrl || pageOrigin(), pageOrigin()).origin;
}

/** Where the request really goes, as axios will build it (baseURL + url, absolute url wins). */
function resolveUrl(config: AxiosRequestConfig): URL {
  const url = config.url ?? '';
  const full =
    ABSOLUTE_URL.test(url) || !config.baseURL
      ? url
      : `${config.baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  return new URL(full, pageOrigin());
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]';

/**
 * `showLoader` may come in a JSON body or the query (`POST /api/client-info { showLoader }` in the
 * legacy calls): it is taken out so that it never reaches the server.
 */
function takeShowLoader(config: ClientConfig): boolean | undefined {
  let found: boolean | undefined;
  for (const key of ['data', 'params'] as const) {
    const value: unknown = config[key];
    if (isPlainObject(value) && 'showLoader' in value) {
      const { showLoader, ...rest } = value;
      if (typeof showLoader === 'boolean') found ??= showLoader;
      config[key] = rest;
    }
  }
  return found;
}

function finishLoader(config: ClientConfig | undefined): void {
  const state = config?.[STATE];
  if (state?.loaderOn) {
    state.loaderOn = false;
    useLoader.getState().finish();
  }
}

async function prepareRequest(request: InternalAxiosRequestConfig): Promise<ClientConfig> {
  const config = request as ClientConfig;
  const method = (config.method ?? 'get').toUpperCase();
  const path = requestPath(config.url);
  // What the call is, from the contract's extensions (x-host, x-global-loader, x-fingerprint,
  // x-401-expires-session); a call outside the contract gets the defaults.
  const operation = findOperation(method, path);
  const bodyShowLoader = takeShowLoader(config);
  const showLoader = config.showLoader ?? bodyShowLoader;
  delete config.showLoader;

  if (operation?.host === 'admin' && !ABSOLUTE_URL.test(config.url ?? '') && env.adminApiUrl) {
    config.baseURL = env.adminApiUrl;
  }

  const { headers } = config;
  if (validating && operation?.idempotent && !headers.has(IDEMPOTENCY_HEADER)) {
    // Development and tests refuse a money call without its key: production would send it
    // unprotected against a lost answer or the browser's own resend (see ./idempotency).
    throw new Error(`${operation.id} needs an ${IDEMPOTENCY_HEADER} header (withIdempotencyKey)`);
  }
  headers.set('Accept-Language', usePreferences.getState().locale, false);

  const state: RequestState = {
    method,
    path,
    operation,
    loaderOn: false,
    tokenSent: false,
    sentAt: Date.now(),
  };
  const adminHost = operation?.host === 'admin';
  if (adminHost) {
    // The admin host gets the plain request: no cookies even when it shares the API's origin
    // (XHR always sends same-origin cookies; fetch with `credentials: 'omit'` does not), and no
    // User-Agent header that would cost a CORS preflight (`false` keeps axios from adding one).
    config.withCredentials = false;
    config.adapter = fetchWithoutCredentials;
    // fetch outside a page (tests, workers) has no base for a relative URL: give it the full one.
    config.url = resolveUrl(config).href;
    config.baseURL = undefined;
    headers.set('User-Agent', false);
  }
  // Credentials go to the cabinet API only: never to the admin host (even on the API's own
  // origin) or to any other origin.
  if (!adminHost && resolveUrl(config).origin === apiOrigin()) {
    const { token } = useSession.getState();
    if (token) {
      headers.set('Authorization', `Bearer ${token}`, false);
      state.tokenSent = true;
    }
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  config[STATE] = state;
  if (config.internal) return config;

  if (!config.quiet && (showLoader ?? operation?.globalLoader ?? true)) {
    useLoader.getState().start();
    state.loaderOn = true;
  }

  const type = fingerprintTypeFor(method, path);
  if (!type) return config;
  if (operation?.fingerprintInBody === false) {
    // Reported after success only (the passkey sign-in, whose body is the contract's alone): the
    // call does not wait for it, and it is collected while the call is on its way.
    state.fingerprint = { value: getFingerprintSafely(), type };
    return config;
  }
  try {
    const value = await getFingerprintSafely();
    if (value) {
      mergeFingerprint(config, value);
      state.fingerprint = { value, type };
    }
    return config;
  } catch (error) {
    // The request never leaves: the response interceptor will not see it to turn the loader off.
    finishLoader(config);
    throw error;
  }
}

/** Back to a fresh page's state: all event guards armed, no fingerprint status (tests). */
export function resetClientState(): void {
  resetApiEventGuards();
  resetFingerprintStatus();
}

/** A 401 with a token sent means the session expired, unless the call says otherwise (sign-in). */
function signalUnauthorized(state: RequestState | undefined): void {
  if (state?.tokenSent && state.operation?.expiresSessionOn401 !== false) emitUnauthorizedOnce();
}

function signalServerError(response: AxiosResponse): void {
  const type = String(response.headers?.['content-type'] ?? '');
  const { data } = response as { data: unknown };
  if (/text\/html/i.test(type) || (typeof data === 'string' && data.trimStart().startsWith('<'))) {
    emitServerErrorOnce({
      type: 'server-error',
      html: typeof data === 'string' ? data : String(data ?? ''),
    });
  } else {
    emitServerErrorOnce({ type: 'error', status: response.status });
  }
}

// --- Responses ----------------------------------------------------------------------------------

/** A sign-in answer that is a two-factor challenge (`{ two_factor: true, … }`), not a token. */
const asksSecondStep = (data: unknown): boolean => isPlainObject(data) && data.two_factor === true;

async function onRequest(request: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  const config = await prepareRequest(request);
  const state = config[STATE];
  if (state && state.operation?.host !== 'admin') {
    state.counted = true;
    requestStarted();
  }
  return config;
}

/** The request is no longer on its way (answered, failed or cancelled). */
function ended(config: ClientConfig | undefined): void {
  const state = config?.[STATE];
  if (!state?.counted) return;
  state.counted = false;
  requestEnded();
}

async function onResponse(response: AxiosResponse): Promise<AxiosResponse> {
  const config = response.config as ClientConfig;
  finishLoader(config);
  networkAnswered();
  ended(config);
  const state = config[STATE];
  if (!state || config.internal) return response;

  // A password that asks for a second step is no sign-in yet: the report follows the step (call 49).
  if (state.fingerprint && !asksSecondStep(response.data)) {
    // In the background: the sign-in resolves whatever happens to the report (already logged).
    const { value, type } = state.fingerprint;
    const report = (fingerprint: DeviceFingerprint | null) =>
      fingerprint ? sendFingerprint(http, fingerprint, type) : undefined;
    if (value instanceof Promise) void value.then(report).catch(() => {});
    else report(value)?.catch(() => {});
  }
  if (validating) await validateResponse(response, state.method, state.path);
  return response;
}

function onError(error: unknown): Promise<never> {
  if (!isAxiosError(error)) return Promise.reject(error);
  const config = error.config as ClientConfig | undefined;
  finishLoader(config);
  const aborted = axios.isCancel(error) || error.code === AxiosError.ECONNABORTED;
  if (aborted) {
    ended(config);
    return Promise.reject(error);
  }

  if (!error.response) {
    error.code = NETWORK_ERROR;
    ended(config);
    // A secondary host unreachable is that widget's failure, not the app going offline.
    const state = config?.[STATE];
    if (state?.operation?.host === 'admin') Object.assign(error, { [SECONDARY_HOST]: true });
    else if (state && !config?.internal && !config?.quiet) networkFailed(state.sentAt);
    return Promise.reject(error);
  }
  networkAnswered();
  ended(config);
  if (config?.internal || config?.quiet) return Promise.reject(error);
  const { status } = error.response;
  if (status === 401) signalUnauthorized(config?.[STATE]);
  // A money call whose gateway gave up (502, 504, often nginx's HTML page) may have been carried
  // out: its caller says the outcome is not confirmed and looks it up, so no generic "Server
  // error" covers that (or a new confirmation with a new key follows it).
  else if (config?.[STATE]?.operation?.idempotent && outcomeUnknown(error))
    return Promise.reject(error);
  else if (status >= 500) signalServerError(error.response);
  return Promise.reject(error);
}

http.interceptors.request.use(onRequest);
http.interceptors.response.use(onResponse, onError);

/** What the orval mutator (`apiClient` in ./http) runs once this module is loaded. Resolves to the body. */
export const apiClient = <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> =>
  http
    .request<T>({
      ...config,
      ...options,
      headers: { ...(config.headers as object), ...(options?.headers as object) },
    } as AxiosRequestConfig)
    .then(({ data }) => data);
