import { beforeEach, describe, expect, it, vi } from 'vitest';

// tests/setup.ts stubs this module for every other test; here the real one runs.
vi.unmock('@/lib/fingerprint');

const fp = vi.hoisted(() => ({ imported: 0, load: vi.fn() }));

// The real FingerprintJS, watched: when it is imported and how its agent is loaded.
vi.mock('@fingerprintjs/fingerprintjs', async (importOriginal) => {
  fp.imported += 1;
  const actual = await importOriginal<typeof import('@fingerprintjs/fingerprintjs')>();
  fp.load.mockImplementation(actual.load);
  return { ...actual, load: fp.load, default: { ...actual.default, load: fp.load } };
});

const { getDeviceFingerprint, resetFingerprintAgent } = await import('@/lib/fingerprint');

describe('getDeviceFingerprint', () => {
  beforeEach(() => {
    resetFingerprintAgent();
    fp.load.mockClear();
    // jsdom has no canvas and says so on the console for every sample; answer like a browser
    // without one (null) quietly instead.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('loads FingerprintJS on first use only, once, with monitoring off', async () => {
    expect(fp.imported).toBe(0);

    await getDeviceFingerprint();
    await getDeviceFingerprint();

    expect(fp.imported).toBe(1);
    expect(fp.load).toHaveBeenCalledTimes(1);
    expect(fp.load).toHaveBeenCalledWith({ monitoring: false });
  });

  it('gives the visitor id of FingerprintJS with the time zone, platform and user agent', async () => {
    const fingerprint = await getDeviceFingerprint();

    expect(fingerprint).toEqual({
      visitorId: expect.stringMatching(/^[0-9a-f]{20,}$/),
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      platform: navigator.platform,
      userAgent: navigator.userAgent,
    });
    // The same device gives the same id.
    expect((await getDeviceFingerprint()).visitorId).toBe(fingerprint.visitorId);
  });

  it('rejects when FingerprintJS cannot load, and tries again on the next call', async () => {
    fp.load.mockRejectedValueOnce(new Error('blocked by an extension'));

    await expect(getDeviceFingerprint()).rejects.toThrow('blocked by an extension');
    await expect(getDeviceFingerprint()).resolves.toMatchObject({ visitorId: expect.any(String) });
    expect(fp.load).toHaveBeenCalledTimes(2);
  });
});
