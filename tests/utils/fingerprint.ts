import { vi } from 'vitest';
import type { DeviceFingerprint } from '@/lib/fingerprint';

/**
 * The device fingerprint every unit test gets: `tests/setup.ts` replaces `@/lib/fingerprint` with
 * {@link fingerprintStub}, so no test runs FingerprintJS in jsdom (slow, and its values depend on
 * the machine). Values are deliberately unlike a real browser's so a test cannot confuse the two.
 * `tests/lib/fingerprint.test.ts` exercises the real module.
 */
export const TEST_FINGERPRINT: Readonly<DeviceFingerprint> = Object.freeze({
  visitorId: 'test-visitor-0001',
  timezone: 'Europe/Prague',
  platform: 'TestPlatform',
  userAgent: 'Mozilla/5.0 (TestOS) vitest',
});

/**
 * Stand-in for `@/lib/fingerprint`. Make one sign-in go without a fingerprint with
 * `vi.mocked(getDeviceFingerprint).mockRejectedValueOnce(new Error('blocked'))`; the setup file
 * resets it before each test.
 */
export const fingerprintStub = {
  getDeviceFingerprint: vi.fn(async (): Promise<DeviceFingerprint> => ({ ...TEST_FINGERPRINT })),
  resetFingerprintAgent: vi.fn((): void => {}),
};
