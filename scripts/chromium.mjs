// Finds Debian's Chromium headless shell (or the browser named by CHROMIUM_PATH) for Playwright and
// the test-runner, and the launch settings both share: flags, and the environment that pins the fonts.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's fontconfig: Chromium sees only the fonts of Debian's `fonts-dejavu-core`, and every
 * generic family (sans-serif, serif, monospace, system-ui...) resolves to DejaVu, whatever else the
 * machine has installed (fonts-liberation, fonts-noto...). Checked by tests/tooling/fontconfig.test.ts.
 */
export const FONTCONFIG_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  'fontconfig',
  'fonts.conf',
);

/** The fonts that config exposes: the six files of `fonts-dejavu-core`. */
export const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';
export const DEJAVU_CORE_FILES = [
  'DejaVuSans.ttf',
  'DejaVuSans-Bold.ttf',
  'DejaVuSansMono.ttf',
  'DejaVuSansMono-Bold.ttf',
  'DejaVuSerif.ttf',
  'DejaVuSerif-Bold.ttf',
];

/** The environment to start Chromium with: the caller's (without unset entries), plus the pinned fontconfig. */
export function chromiumEnv(base = process.env) {
  const env = Object.fromEntries(Object.entries(base).filter(([, value]) => value !== undefined));
  return { ...env, FONTCONFIG_FILE };
}

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

/**
 * Where Debian's `chromium-headless-shell` package puts the browser the tests run: the same Chromium
 * as the `chromium` package, without the desktop browser around it. Measured here on the same page
 * loads, it used less than half the CPU of `chromium --headless` (12 s against 26 s) and 37 % less
 * time: every Storybook, end-to-end and production-server test runs on it. It also draws text a
 * little differently, so the Storybook baselines are recorded with it and only with it. The binary
 * itself, not `/usr/bin/chromium-headless-shell`, a shell script that does not `exec` it.
 */
const HEADLESS_SHELL = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
];

/** The browser of the tests: CHROMIUM_PATH when set, otherwise Debian's headless shell. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return HEADLESS_SHELL.find((candidate) => existsSync(candidate));
}

/**
 * The desktop Chromium (`chromium` package) for `npm run bench`: Lighthouse measures what a user's
 * browser does, not the lighter test shell. BENCH_CHROMIUM_PATH names another one.
 */
export function findDesktopChromium() {
  const fromEnv = process.env.BENCH_CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  for (const candidate of [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ]) {
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
        'No Chromium headless shell found. Browser tests (Storybook test-runner, Playwright) need it.',
        '  Install it:   sudo apt-get install -y chromium-headless-shell fonts-dejavu-core fontconfig',
        '  or point to one:   export CHROMIUM_PATH=/path/to/chromium-headless-shell',
        "  (the Storybook baselines are drawn by Debian's headless shell; another build draws text differently)",
      ].join('\n'),
    );
    process.exit(1);
  }
  const missing = DEJAVU_CORE_FILES.filter((file) => !existsSync(`${DEJAVU_DIR}/${file}`));
  if (missing.length > 0) {
    console.error(
      [
        `The browser tests render with DejaVu only (${FONTCONFIG_FILE}), and ${DEJAVU_DIR} lacks ${missing.join(', ')}.`,
        '  Install it:   sudo apt-get install -y fonts-dejavu-core',
      ].join('\n'),
    );
    process.exit(1);
  }
  return path;
}
