// Finds Debian's Chromium (or the one named by CHROMIUM_PATH) for Playwright and the test-runner,
// and the launch settings both share: flags, and the environment that pins the fonts.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's fontconfig: Chromium sees only the fonts of Debian's `fonts-dejavu-core`, and every
 * generic family (sans-serif, serif, monospace, system-ui...) resolves to DejaVu, whatever else the
 * machine has installed (fonts-liberation, fonts-noto...). Checked by tests/tooling/fontconfig.test.ts.
 */
export const FONTCONFIG_FILE = join(dirname(fileURLToPath(import.meta.url)), 'fontconfig', 'fonts.conf');

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
        '  Install it:   sudo apt-get install -y chromium fonts-dejavu-core fontconfig',
        '  or point to one:   export CHROMIUM_PATH=/path/to/chromium',
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
