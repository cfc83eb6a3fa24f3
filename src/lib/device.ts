const BROWSERS: [mark: string, name: string][] = [
  ['Edg/', 'Edge'],
  ['Firefox/', 'Firefox'],
  ['Chrome/', 'Chrome'],
  ['Safari/', 'Safari'],
];

const SYSTEMS: [mark: string, name: string][] = [
  ['iPhone', 'iPhone'],
  ['iPad', 'iPad'],
  ['Android', 'Android'],
  ['Windows', 'Windows'],
  ['Mac OS', 'macOS'],
  ['CrOS', 'ChromeOS'],
  ['Linux', 'Linux'],
];

/**
 * "Chrome on macOS" from a user agent: what a device is called where the client has not named it
 * (the signed-in sessions, a new passkey). Browser and system names are proper names, the same in
 * every language; null parts when the user agent says nothing known.
 */
export function describeDevice(userAgent: string): {
  browser: string | null;
  system: string | null;
} {
  return {
    browser: BROWSERS.find(([mark]) => userAgent.includes(mark))?.[1] ?? null,
    system: SYSTEMS.find(([mark]) => userAgent.includes(mark))?.[1] ?? null,
  };
}

/** The device as English text ("Chrome on Linux", "Browser on an unknown system"). */
export function deviceName(userAgent: string): string {
  const { browser, system } = describeDevice(userAgent);
  return `${browser ?? 'Browser'} on ${system ?? 'an unknown system'}`;
}
