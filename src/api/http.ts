import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';

/**
 * The one HTTP client of the app (orval mutator). Interceptors and events are added by the
 * API issue; the signature below is what generated code calls and must stay stable.
 */
export const http = axios.create({
  baseURL: import.meta.env.VITE_API_URL || undefined,
  headers: { Accept: 'application/json' },
});

/** Extra per-call options understood by the client (not sent over the wire). */
export interface RequestOptions extends AxiosRequestConfig {
  /** false: this call does not turn the global loader on. */
  showLoader?: boolean;
}

export const apiClient = <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> =>
  http.request<T>({ ...config, ...options }).then(({ data }) => data);

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
