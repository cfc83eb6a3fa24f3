// Finds Debian's Chromium (or the one named by CHROMIUM_PATH) for Playwright and the test-runner.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    const found = execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
    return found || undefined;
  } catch {
    return undefined;
  }
}

export function requireChromium() {
  const path = findChromium();
  if (!path) {
    console.error(
      [
        'No Chromium found. Browser tests (Storybook test-runner, Playwright) need it.',
        '  Install it:   sudo apt-get install -y chromium fonts-dejavu-core',
        '  or point to one:   export CHROMIUM_PATH=/path/to/chromium',
      ].join('\n'),
    );
    process.exit(1);
  }
  return path;
}
