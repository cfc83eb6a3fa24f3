import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A small production build: an entry with one static import, a lazy page chunk, and its map
 * beside the build (`maps/…` is written to `<dist>-sourcemaps/…`, where Vite's build puts them).
 */
const CLEAN: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script>' +
    '<link rel="stylesheet" href="/assets/index-a1.css">' +
    '<link rel="preload" href="/assets/inter-latin-z9.woff2" as="font" type="font/woff2" crossorigin="">' +
    // The preload plan scripts/first-load.mjs writes: /en/login preloads its page chunk.
    '<script>(function () {\n  var plan = {"f":["assets/login-c3.js"],"r":[["^login$",[0]]],"m":[],"h":[],"c":{}};\n})();</script>' +
    '</head><body><div id="root"></div></body></html>',
  // A signed-out page as scripts/prerender.mjs writes it: its fonts off, one inline script.
  'signed-out/en/login.light.html':
    '<!doctype html><html lang="en"><head><style nonce="__CSP_NONCE__" id="web-fonts" media="not all">' +
    '@font-face{font-family:\'Inter Variable\'}</style><script nonce="__CSP_NONCE__">(function(){})();</script>' +
    '</head><body><div id="root" data-prerendered><h1>Sign in</h1></div></body></html>',
  'assets/inter-latin-z9.woff2': 'w'.repeat(2048),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'assets/index-a1.js':
    'import{r as e}from"./vendor-b2.js";const t=()=>import("./login-c3.js");e(t);\n',
  'assets/index-a1.css': 'body{margin:0}',
  'assets/vendor-b2.js': 'export const r=(e)=>e();',
  // Upload types name Word files: a bare "msw" must not count as msw.
  'assets/login-c3.js': 'export const Login=()=>({accept:["application/msword"],title:"Sign in"});',
  'maps/assets/index-a1.js.map': JSON.stringify({
    version: 3,
    sources: ['../../src/main.tsx', '../../node_modules/react/index.js'],
    // main.tsx names the mock backend in a branch the build drops: not demo code.
    sourcesContent: [
      "if (import.meta.env.VITE_API_MOCKING === 'true') import('@/mocks/browser');",
      '',
    ],
    mappings: '',
  }),
};

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * Writes the clean build plus `extra` files, less the `without` ones, to a temp folder and runs
 * the budget check on it.
 */
const budget = (extra: Record<string, string> = {}, without: string[] = []) => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  folders.push(dist);
  const files = Object.entries({ ...CLEAN, ...extra }).filter(([file]) => !without.includes(file));
  folders.push(`${dist}-sourcemaps`);
  for (const [file, content] of files) {
    const path = file.startsWith('maps/')
      ? join(`${dist}-sourcemaps`, file.slice(5))
      : join(dist, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  const run = spawnSync(process.execPath, ['scripts/check-budget.mjs', dist], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

describe('check-budget', () => {
  it('passes a build without demo code', () => {
    const { status, output } = budget();
    expect(output).toContain('Lazy chunks: 1');
    expect(status).toBe(0);
  });

  it('adds up the sign-in page as index.html loads it, and fails it over 150 kB', () => {
    expect(budget().output).toMatch(/The sign-in page \(\/en\/login[^)]*\): 0\.\d kB of 150 kB/);
    // Pseudo-random text hardly compresses: 200k characters of it in the login chunk (about 155 kB).
    let seed = 42;
    const heavy = Array.from({ length: 200 * 1024 }, () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return String.fromCharCode(35 + ((seed >>> 0) % 80));
    }).join('');
    const { status, output } = budget({
      'assets/login-c3.js': `export const x=${JSON.stringify(heavy)};`,
    });
    expect(output).toContain('the sign-in page loads');
    expect(status).toBe(1);
    expect(output).toContain('over the 150 kB budget');
  });

  it('fails when a signed-out page loads a file before the visitor acts, or turns its fonts on', () => {
    expect(budget().output).toMatch(
      /Signed-out pages \(HTML[^)]*\): largest en\/login\.light\.html 0\.\d kB of 20 kB/,
    );
    const page = CLEAN['signed-out/en/login.light.html']!;
    for (const [change, problem] of [
      [
        page.replace('</head>', '<script type="module" src="/assets/index-a1.js"></script></head>'),
        'loads a file',
      ],
      [
        page.replace(
          '</head>',
          '<link rel="preload" href="/assets/inter-latin-z9.woff2" as="font"></head>',
        ),
        'loads a file',
      ],
      [page.replace(' media="not all"', ''), 'has its web fonts on'],
    ] as const) {
      const { status, output } = budget({ 'signed-out/en/login.light.html': change });
      expect(output).toContain(`signed-out/en/login.light.html ${problem}`);
      expect(status).toBe(1);
    }
  });

  it('fails a build without signed-out pages', () => {
    const { status, output } = budget({}, ['signed-out/en/login.light.html']);
    expect(output).toContain('no signed-out pages in the build');
    expect(status).toBe(1);
  });

  it('fails when a chunk lists a file to load first that is not in the build', () => {
    const { status, output } = budget({
      'assets/login-c3.js':
        'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/vendor-b2.js","assets/boot-x1.css"])))=>i.map(i=>d[i]);',
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'assets/login-c3.js lists assets/boot-x1.css, which is not in the build',
    );
    expect(output).not.toContain('lists assets/vendor-b2.js');
  });

  it('fails when index.html has no preload plan', () => {
    const { status, output } = budget({
      'index.html': CLEAN['index.html']!.replace(/<script>\(function[\s\S]*?<\/script>/, ''),
    });
    expect(status).toBe(1);
    expect(output).toContain('index.html has no preload plan');
  });

  it('fails when a lazy chunk holds faker and msw code', () => {
    const { status, output } = budget({
      'assets/scenarios-d4.js':
        'var b=class{faker;constructor(e){this.faker=e}};' +
        'const a=()=>this.faker.helpers.arrayElement(this.faker.definitions.airline.airport);' +
        'throw new o(`If you think this is a bug, please report it at: https://github.com/faker-js/faker`);' +
        'console.warn(`Read more: https://mswjs.io/docs/http/intercepting-requests`);',
    });
    expect(status).toBe(1);
    expect(output).toContain('faker is in the build (assets/scenarios-d4.js');
    expect(output).toContain('msw is in the build (assets/scenarios-d4.js');
    expect(output).not.toContain('in the first load');
  });

  it('fails when a source map is inside the build, or none is beside it', () => {
    const map = CLEAN['maps/assets/index-a1.js.map']!;
    const inside = budget({ 'assets/index-a1.js.map': map });
    expect(inside.status).toBe(1);
    expect(inside.output).toContain(
      'assets/index-a1.js.map is a source map inside the build: maps belong in',
    );
    const none = budget({}, ['maps/assets/index-a1.js.map']);
    expect(none.status).toBe(1);
    expect(none.output).toMatch(/no source maps in \S+-sourcemaps: error reports need them/);
  });

  it('fails when a bundle references its source map (maps are built hidden)', () => {
    const { status, output } = budget({
      'assets/vendor-b2.js': 'export const r=(e)=>e();\n//# sourceMappingURL=vendor-b2.js.map',
    });
    expect(status).toBe(1);
    expect(output).toContain('assets/vendor-b2.js references its source map');
  });

  it('fails when more than two fonts are preloaded or they weigh over 60 kB', () => {
    const link = (file: string) =>
      `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2">`;
    const { status, output } = budget({
      'index.html': CLEAN['index.html']!.replace(
        '</head>',
        `${link('a.woff2')}${link('b.woff2')}</head>`,
      ),
      'assets/a.woff2': 'w'.repeat(40 * 1024),
      'assets/b.woff2': 'w'.repeat(40 * 1024),
    });
    expect(status).toBe(1);
    expect(output).toContain('3 fonts preloaded, at most 2');
    expect(output).toContain('over 60 kB');
  });

  it('fails when the ICU message parser is in the first load', () => {
    const { status, output } = budget({
      'assets/vendor-b2.js':
        'export const r=(e)=>e();const E={EXPECT_ARGUMENT_CLOSING_BRACE:1,UNCLOSED_TAG:2};',
    });
    expect(status).toBe(1);
    expect(output).toContain('the ICU message parser is in the first load');
  });

  it('fails when the mock service worker is emitted', () => {
    const { status, output } = budget({
      'mockServiceWorker.js': 'self.addEventListener("fetch",()=>{})',
    });
    expect(status).toBe(1);
    expect(output).toContain('mockServiceWorker.js is in the build');
  });

  it('fails when a chunk lists the demo accounts', () => {
    const { status, output } = budget({
      'assets/DemoAccounts-e5.js':
        'export const a=[{email:`demo@example.com`,password:`password`}];',
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'the demo backend is in the build (assets/DemoAccounts-e5.js: "demo@example.com")',
    );
  });

  it('fails when a source map shows a demo module in the build', () => {
    const { status, output } = budget({
      'maps/assets/login-c3.js.map': JSON.stringify({
        version: 3,
        sources: ['../../src/features/auth/LoginPage.tsx', '../../src/mocks/demo-accounts.ts'],
        mappings: '',
      }),
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'assets/login-c3.js.map maps demo modules into the build: ../../src/mocks/demo-accounts.ts',
    );
  });
});
