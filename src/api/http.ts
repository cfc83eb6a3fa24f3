import type { AxiosError, AxiosRequestConfig } from 'axios';
import type { RequestOptions } from '@/api/axiosClient';
import { NETWORK_ERROR } from '@/api/errors';
import { emitNetworkErrorThrottled } from '@/api/events';
import { loadOnce } from '@/lib/loadOnce';

/**
 * The orval mutator and the types the generated calls use. The client itself (axios and its
 * interceptors, `./axiosClient`) loads with the first call, or earlier when `loadHttpClient`
 * asks for it: a signed-out page's first load does not carry it (about 22 kB brotli), and
 * index.html preloads it for a signed-in page (scripts/first-load.mjs).
 */

export type { RequestOptions };
export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;

/** Loads the HTTP client once; a failed load is tried again by the next call. */
export const loadHttpClient = loadOnce(() => import('./axiosClient'));

/**
 * The orval mutator: every generated call goes through here. Resolves to the body. When the
 * client's code cannot be loaded (offline, a deployment replaced it), the call fails as a network
 * failure does, with the same offline notice.
 */
export const apiClient = <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> =>
  loadHttpClient().then(
    ({ apiClient: request }) => request<T>(config, options),
    (cause: unknown) => {
      emitNetworkErrorThrottled();
      throw Object.assign(new Error('The HTTP client could not be loaded', { cause }), {
        code: NETWORK_ERROR,
      });
    },
  );
