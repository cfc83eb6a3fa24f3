import { loadOnce } from './loadOnce';

/** The device fingerprint merged into sign-in calls (specification §3). */
export interface DeviceFingerprint {
  visitorId: string;
  /** IANA time zone of the device, e.g. "Europe/Prague". */
  timezone: string;
  platform: string;
  userAgent: string;
}

/**
 * FingerprintJS is loaded on first use only (it is not needed before a sign-in form is sent) and
 * the agent is kept for the page's lifetime; a failed load is retried on the next call.
 */
const loadAgent = loadOnce(() =>
  import('@fingerprintjs/fingerprintjs').then((module) => module.load({ monitoring: false })),
);

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** Collects the device fingerprint; rejects when FingerprintJS cannot load or run. */
export async function getDeviceFingerprint(): Promise<DeviceFingerprint> {
  const { visitorId } = await (await loadAgent()).get();
  return {
    visitorId,
    timezone: timeZone(),
    platform: typeof navigator === 'undefined' ? '' : (navigator.platform ?? ''),
    userAgent: typeof navigator === 'undefined' ? '' : (navigator.userAgent ?? ''),
  };
}

/** Forgets the loaded agent (tests). */
export function resetFingerprintAgent(): void {
  loadAgent.forget();
}
