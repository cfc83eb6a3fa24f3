import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { FingerprintRequestType } from '@/api/generated/model';
import { findOperation } from '@/api/operations';
import { type DeviceFingerprint, getDeviceFingerprint } from '@/lib/fingerprint';

export type FingerprintType = FingerprintRequestType;

/**
 * The fingerprint type of a sign-in call (the contract's `x-fingerprint`), or undefined for any
 * other call.
 */
export function fingerprintTypeFor(method: string, path: string): FingerprintType | undefined {
  return findOperation(method, path)?.fingerprint ?? undefined;
}

/**
 * A sign-in must never wait long for, nor fail because of, the fingerprint: after this many
 * milliseconds the call goes out without it.
 */
export const FINGERPRINT_TIMEOUT_MS = 3000;

/** The fingerprint, or null (logged) when FingerprintJS fails or is too slow. */
export async function getFingerprintSafely(
  timeoutMs = FINGERPRINT_TIMEOUT_MS,
): Promise<DeviceFingerprint | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = Symbol('slow');
  try {
    const result = await Promise.race([
      getDeviceFingerprint(),
      new Promise<typeof slow>((resolve) => {
        timer = setTimeout(() => resolve(slow), timeoutMs);
      }),
    ]);
    if (result !== slow) return result;
    // A slow device is not a fault: the sign-in goes on without the fingerprint.
    console.info(`Fingerprint took over ${timeoutMs} ms; signing in without it`);
    return null;
  } catch (error) {
    console.error('Get fingerprint error', error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]';

function appendTo(target: FormData | URLSearchParams, fingerprint: DeviceFingerprint): void {
  for (const [key, value] of Object.entries(fingerprint)) target.append(key, value);
}

/**
 * Merges the fingerprint into the request: the query of a GET, otherwise the body (spread into a
 * JSON object, appended to multipart or form-encoded data).
 */
export function mergeFingerprint(config: AxiosRequestConfig, fingerprint: DeviceFingerprint): void {
  if ((config.method ?? 'get').toUpperCase() === 'GET') {
    if (config.params instanceof URLSearchParams) appendTo(config.params, fingerprint);
    else config.params = { ...(isPlainObject(config.params) ? config.params : {}), ...fingerprint };
    return;
  }
  const { data } = config;
  if (typeof FormData !== 'undefined' && data instanceof FormData) appendTo(data, fingerprint);
  else if (data instanceof URLSearchParams) appendTo(data, fingerprint);
  else if (data === undefined || data === null) config.data = { ...fingerprint };
  else if (isPlainObject(data)) config.data = { ...data, ...fingerprint };
  // Any other body (a string, a Blob) is sent untouched: it cannot take extra fields.
}

let status: AxiosResponse | null = null;
const inFlight = new Set<Promise<unknown>>();

/** The whole response of the last successful POST /api/fingerprint (null before the first). */
export function getFingerprintStatus(): AxiosResponse | null {
  return status;
}

/** Forgets the fingerprint status (tests, logout). */
export function resetFingerprintStatus(): void {
  status = null;
}

/** Marks the client's own calls: no fingerprint, no global loader, no UI events. */
export const INTERNAL_CALL = { internal: true, showLoader: false } as const;

/**
 * Reports the fingerprint after a successful sign-in. Logs 'Send fingerprint error' and rethrows
 * on failure; the caller runs it in the background and swallows the rejection.
 */
export async function sendFingerprint(
  client: AxiosInstance,
  fingerprint: DeviceFingerprint,
  type: FingerprintType,
): Promise<AxiosResponse> {
  const config: AxiosRequestConfig & typeof INTERNAL_CALL = {
    ...INTERNAL_CALL,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
  };
  const report = client.post('/api/fingerprint', { ...fingerprint, type }, config);
  inFlight.add(report);
  try {
    const response = await report;
    status = response;
    return response;
  } catch (error) {
    console.error('Send fingerprint error', error);
    throw error;
  } finally {
    inFlight.delete(report);
  }
}

/**
 * Resolves once every fingerprint report under way has settled (never rejects). Await it before
 * leaving the page after a sign-in (e.g. to the trading platform's link), and in tests.
 */
export async function fingerprintReportsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
