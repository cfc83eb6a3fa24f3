import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/**
 * The admin host's transport: `fetch` with `credentials: 'omit'`, so no cookie goes with the call
 * even when the admin host shares the page's origin (XHR always sends same-origin cookies).
 *
 * Ours rather than axios' own fetch adapter: the calls it carries are plain JSON GETs, and leaving
 * axios' adapter out of the bundle (`scripts/axios-without-fetch-adapter.mjs`) takes about 4 kB
 * off the first load. Axios still turns the body into JSON before and parses the answer after.
 */
export const fetchWithoutCredentials: AxiosAdapter = async (config) => {
  const signals = [
    config.signal,
    config.timeout ? AbortSignal.timeout(config.timeout) : undefined,
  ].filter((signal): signal is AbortSignal => signal instanceof AbortSignal);
  let answer: Response;
  try {
    answer = await fetch(axios.getUri(config), {
      method: (config.method ?? 'get').toUpperCase(),
      headers: plainHeaders(config),
      body: config.data as BodyInit | null | undefined,
      credentials: 'omit',
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    });
  } catch (cause) {
    throw failure(config, cause);
  }
  const response: AxiosResponse = {
    data: await readBody(answer, config),
    status: answer.status,
    statusText: answer.statusText,
    headers: new AxiosHeaders(Object.fromEntries(answer.headers)),
    config,
    request: null,
  };
  const valid = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
  if (valid(answer.status)) return response;
  throw new AxiosError(
    `Request failed with status code ${answer.status}`,
    answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    null,
    response,
  );
};

/** What axios' own adapters send: the set headers, without those set to `false` ("never"). */
function plainHeaders(config: InternalAxiosRequestConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (value != null && (value as unknown) !== false) headers[name] = String(value);
  }
  return headers;
}

function readBody(answer: Response, config: InternalAxiosRequestConfig): Promise<unknown> {
  if (config.responseType === 'blob') return answer.blob();
  if (config.responseType === 'arraybuffer') return answer.arrayBuffer();
  return answer.text();
}

/** A cancel, a time-out and a network failure read as they do from axios' XHR adapter. */
function failure(config: InternalAxiosRequestConfig, cause: unknown): Error {
  if (config.signal?.aborted) return new CanceledError(undefined, undefined, config);
  if (cause instanceof DOMException && cause.name === 'TimeoutError') {
    return new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ETIMEDOUT, config);
  }
  return new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
}
