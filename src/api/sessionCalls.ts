import {
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/**
 * The session's first calls, sent by index.html while the scripts download
 * (scripts/first-load.mjs, `startSessionCalls`): with a session cookie, the user and the account
 * data are on their way before the code that asks for them has arrived. When the HTTP client then
 * makes one of these calls, exactly as index.html sent it (method, URL, body, token, language,
 * XSRF header), it takes that answer instead of asking again, once. Only a success is taken: an
 * error or no answer and the client sends the call itself, so every failure goes through the
 * client's usual handling (session expired, server error, offline).
 */

/** An answer as index.html keeps it: status, body text, headers (lower-case names). */
interface EarlyAnswer {
  s: number;
  t: string;
  h: Record<string, string>;
}

interface EarlyCall {
  /** Method, absolute URL, JSON body (null: none). */
  m: string;
  u: string;
  b: string | null;
  /** The Authorization, Accept-Language and X-XSRF-TOKEN headers it carried ('' for none). */
  a: string;
  l: string;
  x: string;
  r: Promise<EarlyAnswer | null>;
}

interface EarlyCalls {
  /** When they left (performance.now()). */
  t: number;
  c: EarlyCall[];
}

declare global {
  interface Window {
    __cabinetSessionCalls?: EarlyCalls;
  }
}

/** An answer older than this is not taken: the client asks again. */
export const SESSION_CALLS_FRESH_MS = 30_000;

const header = (config: InternalAxiosRequestConfig, name: string): string => {
  const value: unknown = config.headers.get(name);
  return typeof value === 'string' ? value : '';
};

const sameBody = (early: string | null, data: unknown): boolean =>
  early === null ? data === undefined || data === null : data === early;

/**
 * The answer index.html got for this call, if it sent the same call: resolves to the response
 * (a success) or to undefined (send it yourself). Undefined at once when it sent no such call.
 */
function takeEarlyAnswer(
  config: InternalAxiosRequestConfig,
  url: string,
): Promise<AxiosResponse | undefined> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__cabinetSessionCalls;
  if (!early) return undefined;
  if (performance.now() - early.t > SESSION_CALLS_FRESH_MS) {
    delete window.__cabinetSessionCalls;
    return undefined;
  }
  const method = (config.method ?? 'get').toUpperCase();
  const at = early.c.findIndex(
    (call) =>
      call.m === method &&
      call.u === url &&
      sameBody(call.b, config.data) &&
      call.a === header(config, 'Authorization') &&
      call.l === header(config, 'Accept-Language') &&
      call.x === header(config, 'X-XSRF-TOKEN'),
  );
  const [call] = at < 0 ? [] : early.c.splice(at, 1);
  return call?.r.then((answer) =>
    answer && answer.s >= 200 && answer.s < 300
      ? {
          data: answer.t,
          status: answer.s,
          statusText: '',
          headers: new AxiosHeaders(answer.h),
          config,
          request: undefined,
        }
      : undefined,
  );
}

/**
 * `adapter` with the early answers in front of it. `urlOf` is where the call really goes, as the
 * client resolves it (base URL and path).
 */
export function withSessionCalls(
  adapter: AxiosAdapter,
  urlOf: (config: InternalAxiosRequestConfig) => string,
): AxiosAdapter {
  return (config) => {
    const early = takeEarlyAnswer(config, urlOf(config));
    if (!early) return adapter(config);
    // A call given up while the answer is on its way is cancelled as usual: the adapter refuses an
    // aborted signal at once.
    const { signal } = config;
    const givenUp = new Promise<undefined>((resolve) => {
      if (signal?.aborted) resolve(undefined);
      else signal?.addEventListener?.('abort', () => resolve(undefined), { once: true });
    });
    return Promise.race([early, givenUp]).then((response) => response ?? adapter(config));
  };
}
