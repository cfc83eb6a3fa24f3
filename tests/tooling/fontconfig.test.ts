// The browser tests' screenshots depend on the fonts Chromium sees. scripts/fontconfig/fonts.conf
// pins them to Debian's fonts-dejavu-core, whatever else the machine has (fonts-liberation,
// fonts-noto...); these checks fail `npm test` when that config, or the launch settings that pass
// it to Chromium, stop doing so.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  chromiumEnv,
  DEJAVU_CORE_FILES,
  DEJAVU_DIR,
  findChromium,
  FONTCONFIG_FILE,
} from '../../scripts/chromium.mjs';

const onPath = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const hasFcMatch = onPath('fc-match') && onPath('fc-list');
if (!hasFcMatch) {
  console.warn(
    'tests/tooling/fontconfig.test.ts: fc-match/fc-list not found, the fontconfig checks are skipped ' +
      '(apt-get install -y fontconfig to run them).',
  );
}
const chromiumPath = findChromium();
if (!chromiumPath) {
  console.warn(
    'tests/tooling/fontconfig.test.ts: no Chromium found, the browser font check is skipped.',
  );
}

const fc = (command: 'fc-match' | 'fc-list', args: string[]) =>
  execFileSync(command, args, {
    encoding: 'utf8',
    env: chromiumEnv(),
    stdio: ['ignore', 'pipe', 'ignore'],
  });

/** fc-match parses "name-size": a hyphen inside a family name needs a backslash. */
const family = (name: string) => name.replace(/-/g, '\\-');

const EXPECTED: Record<string, string> = {
  'sans-serif': 'DejaVu Sans',
  sans: 'DejaVu Sans',
  'system-ui': 'DejaVu Sans',
  'ui-sans-serif': 'DejaVu Sans',
  'ui-rounded': 'DejaVu Sans',
  '-apple-system': 'DejaVu Sans',
  cursive: 'DejaVu Sans',
  fantasy: 'DejaVu Sans',
  emoji: 'DejaVu Sans',
  Arial: 'DejaVu Sans',
  Helvetica: 'DejaVu Sans',
  'Liberation Sans': 'DejaVu Sans',
  'Noto Sans': 'DejaVu Sans',
  'Some Font Nobody Has': 'DejaVu Sans',
  serif: 'DejaVu Serif',
  'ui-serif': 'DejaVu Serif',
  Times: 'DejaVu Serif',
  'Times New Roman': 'DejaVu Serif',
  'Liberation Serif': 'DejaVu Serif',
  monospace: 'DejaVu Sans Mono',
  mono: 'DejaVu Sans Mono',
  'ui-monospace': 'DejaVu Sans Mono',
  Courier: 'DejaVu Sans Mono',
  'Courier New': 'DejaVu Sans Mono',
  'Liberation Mono': 'DejaVu Sans Mono',
};

describe.skipIf(!hasFcMatch)(
  'the browser tests’ fontconfig (scripts/fontconfig/fonts.conf)',
  () => {
    it('finds fonts-dejavu-core installed', () => {
      const missing = DEJAVU_CORE_FILES.filter((file) => !existsSync(`${DEJAVU_DIR}/${file}`));
      expect(missing, 'apt-get install -y fonts-dejavu-core').toEqual([]);
    });

    it('exposes exactly the six files of fonts-dejavu-core, nothing else', () => {
      const files = fc('fc-list', ['--format', '%{file}\n']).split('\n').filter(Boolean).sort();
      expect(files).toEqual(DEJAVU_CORE_FILES.map((file) => `${DEJAVU_DIR}/${file}`).sort());
    });

    it.each(Object.entries(EXPECTED))('resolves %s to %s', (name, expected) => {
      const [matched, file] = fc('fc-match', [
        '--format',
        '%{family[0]}|%{file}',
        family(name),
      ]).split('|');
      expect(matched).toBe(expected);
      expect(DEJAVU_CORE_FILES.map((core) => `${DEJAVU_DIR}/${core}`)).toContain(file);
    });

    it('synthesises italic instead of using fonts-dejavu-extra’s oblique files', () => {
      const file = fc('fc-match', ['--format', '%{file}', 'DejaVu Sans:italic']);
      expect(file).toBe(`${DEJAVU_DIR}/DejaVuSans.ttf`);
    });
  },
);

describe.skipIf(!hasFcMatch || !chromiumPath)(
  'Chromium started with the project’s launch settings',
  () => {
    it('renders every generic family and common font name in DejaVu', async () => {
      const { default: playwrightConfig } = await import('../../playwright.config');
      const launchOptions = playwrightConfig.use?.launchOptions ?? {};
      expect(launchOptions.env?.FONTCONFIG_FILE).toBe(FONTCONFIG_FILE);

      const browser = await chromium.launch(launchOptions);
      try {
        const page = await browser.newPage();
        const widths = await page.evaluate(
          (families) => {
            const measure = (font: string) => {
              const span = document.createElement('span');
              span.style.font = `40px ${font}`;
              span.textContent = 'Hamburgefonstiv 0123 WWW iii';
              document.body.append(span);
              const width = span.getBoundingClientRect().width;
              span.remove();
              return width;
            };
            return Object.fromEntries(families.map((name) => [name, measure(name)]));
          },
          [
            ...new Set([
              'sans-serif',
              'serif',
              'monospace',
              'system-ui',
              'ui-monospace',
              'cursive',
              'fantasy',
              'Arial',
              'Times New Roman',
              'Courier New',
              "'Liberation Sans'",
              "'DejaVu Sans'",
              "'DejaVu Serif'",
              "'DejaVu Sans Mono'",
            ]),
          ],
        );
        const dejavu = {
          sans: widths["'DejaVu Sans'"],
          serif: widths["'DejaVu Serif'"],
          mono: widths["'DejaVu Sans Mono'"],
        };
        expect(new Set(Object.values(dejavu)).size, 'the three DejaVu faces differ in width').toBe(
          3,
        );
        expect({
          'sans-serif': widths['sans-serif'],
          'system-ui': widths['system-ui'],
          cursive: widths.cursive,
          fantasy: widths.fantasy,
          Arial: widths.Arial,
          'Liberation Sans': widths["'Liberation Sans'"],
          serif: widths.serif,
          'Times New Roman': widths['Times New Roman'],
          monospace: widths.monospace,
          'ui-monospace': widths['ui-monospace'],
          'Courier New': widths['Courier New'],
        }).toEqual({
          'sans-serif': dejavu.sans,
          'system-ui': dejavu.sans,
          cursive: dejavu.sans,
          fantasy: dejavu.sans,
          Arial: dejavu.sans,
          'Liberation Sans': dejavu.sans,
          serif: dejavu.serif,
          'Times New Roman': dejavu.serif,
          monospace: dejavu.mono,
          'ui-monospace': dejavu.mono,
          'Courier New': dejavu.mono,
        });
      } finally {
        await browser.close();
      }
    });
  },
);
