// Bundle budget of the production build: what the first page load downloads (the entry script,
// its static imports and CSS, brotli-compressed as the server sends them) stays under a budget,
// none of the heavy libraries (fingerprinting, mocks, sanitizer, charts, the ICU parser, the PDF
// statement's jsPDF) is part of it, the preloaded fonts are at most two files and 60 kB, and every
// route chunk stays small.
// Source maps are built for error reporting, never referenced from a bundle, and kept outside the
// build (`dist-sourcemaps/`, scripts/sourcemaps.mjs): none may be in it, where a host would serve it.
// Also: no file of the build, lazy or not, holds demo code (msw, faker, the demo backend, the
// developer panel, the demo accounts), and the mock service worker is not emitted.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { plannedFiles, readPlan } from './first-load.mjs';
import { sourceMapsDir } from './sourcemaps.mjs';

const DIST = process.argv[2] ?? 'dist';
const MAPS = sourceMapsDir(DIST);
// Issue 14: at most 150 kB for the entry and its static imports. What the sign-in page then loads
// (its form chunks, the signed-out catalogue) is measured in the browser by tests/prod/server.spec.ts.
const BUDGET_KB = Number(process.env.FIRST_LOAD_BUDGET_KB ?? 150);
const ROUTE_CHUNK_KB = Number(process.env.ROUTE_CHUNK_BUDGET_KB ?? 50);
const FONT_BUDGET_KB = 60;
const FONT_FILES = 2;
const HEAVY = [
  ['@fingerprintjs', /fingerprintjs|FingerprintJS/],
  ['msw', /mockServiceWorker|msw\/browser|MSW_COOKIE_STORE|\[MSW\]/],
  ['dompurify', /DOMPurify/],
  ['faker', /faker-js|@faker/],
  ['recharts', /recharts|recharts-/],
  ['@sentry/browser', /__SENTRY__|sentry\.javascript\./],
  ['web-vitals', /largest-contentful-paint/],
  ['the ICU message parser', /INVALID_ARGUMENT_TYPE|EXPECT_ARGUMENT_CLOSING_BRACE|UNCLOSED_TAG/],
  // The PDF statement's library (jsPDF and its table plugin): loaded when a statement is asked for.
  ['jspdf', /jsPDF|jspdf-autotable|getLastAutoTable/],
];
const brotli = (buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Strings that only demo code carries (minified or not). Checked in every emitted text file. */
const DEMO_MARKERS = [
  [
    'msw',
    /mockServiceWorker|\[MSW\]|MSW_COOKIE_STORE|MOCKING_ENABLED|INTEGRITY_CHECK_REQUEST|mswjs\.io|github\.com\/mswjs|onUnhandledFrame|msw\/browser/,
  ],
  [
    'faker',
    /@faker-js|faker-js\/faker|fakerjs\.dev|FakerError|\bthis\.faker\.|\bfaker\.(?:helpers|definitions|seed)\b/,
  ],
  [
    'the demo backend',
    /(?:demo|client|failed)@example\.com|cabinet-demo-(?:db|scenarios)|__demo-backend|x-demo-backend|\[demo backend\]|\?mock=|demo-autologin|valid-reset-token/,
  ],
  [
    'developer-panel or demo text',
    /dev\.mockPanel|auth\.login\.demo|Demo backend|Demo accounts|Failure scenarios|Reset demo data|Choose an account to fill in the form/,
  ],
];
/** Modules that must never be part of the build, as source maps name them. */
const DEMO_SOURCES =
  /(?:^|\/)src\/mocks\/|(?:^|\/)src\/app\/dev\/|\.msw\.ts$|node_modules\/(?:msw|@mswjs|@faker-js)\//;
const TEXT_FILE = /\.(?:m?js|css|html?|json|txt|svg|xml|webmanifest)$/;

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const manifestFiles = new Set(refs);

// Follow static imports of the entry chunks (`import ... from "./x.js"` at top level).
const queue = [...refs.filter((r) => r.endsWith('.js'))];
while (queue.length) {
  const file = queue.shift();
  const code = readFileSync(join(DIST, file), 'utf8');
  for (const m of code.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    const dep = `assets/${m[1]}`;
    if (!manifestFiles.has(dep)) {
      manifestFiles.add(dep);
      queue.push(dep);
    }
  }
}

let total = 0;
const problems = [];
const rows = [];
for (const file of manifestFiles) {
  const content = readFileSync(join(DIST, file));
  const size = brotli(content);
  total += size;
  rows.push(`  ${kb(size).padStart(7)} kB  ${file}`);
  const text = content.toString('utf8');
  for (const [name, pattern] of HEAVY) {
    if (pattern.test(text))
      problems.push(`${name} is in the first load (${file}): import it lazily`);
  }
}
console.log(`First load (JS + CSS, brotli): ${kb(total)} kB of a ${BUDGET_KB} kB budget`);
console.log(rows.join('\n'));
const lazy = readdirSync(join(DIST, 'assets')).filter(
  (f) => f.endsWith('.js') && !manifestFiles.has(`assets/${f}`),
);
console.log(`Lazy chunks: ${lazy.length}`);
if (total / 1024 > BUDGET_KB)
  problems.push(`first load is ${kb(total)} kB, over the ${BUDGET_KB} kB budget`);

// The sign-in page as index.html loads it (scripts/first-load.mjs): the entry's files plus what the
// inline preload plan asks for on /en/login without a session (its route chunks and the signed-out
// catalogue). The 150 kB is for this whole page.
const plan = readPlan(html);
if (plan) {
  const signInFiles = new Set([
    ...[...manifestFiles].filter((file) => file.endsWith('.js')),
    ...plannedFiles(plan, '/en/login', ''),
  ]);
  const signIn = [...signInFiles].reduce(
    (sum, file) => sum + brotli(readFileSync(join(DIST, file))),
    0,
  );
  console.log(
    `The sign-in page (/en/login: entry, its route chunks, signed-out catalogue): ${kb(signIn)} kB of ${BUDGET_KB} kB`,
  );
  if (!plan.r.some(([pattern]) => new RegExp(pattern).test('login')))
    problems.push('the preload plan in index.html has no route for /en/login');
  if (signIn / 1024 > BUDGET_KB)
    problems.push(`the sign-in page loads ${kb(signIn)} kB, over the ${BUDGET_KB} kB budget`);
} else if (/<script type="module"/.test(html)) {
  problems.push('index.html has no preload plan (scripts/first-load.mjs did not run)');
}

// The signed-out pages' own HTML (scripts/prerender.mjs): what a visitor to /en/login downloads
// until they act (gzip, as nginx sends HTML). It must load nothing else: no script, no stylesheet,
// no font preload, no @font-face rule switched on.
const SIGNED_OUT_HTML_KB = 20;
const signedOutDir = join(DIST, 'signed-out');
if (!existsSync(signedOutDir)) {
  problems.push(
    'no signed-out pages in the build (dist/signed-out: scripts/prerender.mjs did not run)',
  );
} else {
  let largest = ['', 0];
  for (const lang of readdirSync(signedOutDir)) {
    for (const file of readdirSync(join(signedOutDir, lang))) {
      const page = readFileSync(join(signedOutDir, lang, file), 'utf8');
      const size = gzipSync(page).length;
      if (size > largest[1]) largest = [`${lang}/${file}`, size];
      const loads = [
        ...page.matchAll(/<script[^>]+src=|<link[^>]+rel="(?:stylesheet|preload|modulepreload)"/g),
      ];
      if (loads.length)
        problems.push(`signed-out/${lang}/${file} loads a file before the visitor acts`);
      if (/<style(?![^>]*media="not all")[^>]*>\s*@font-face/.test(page))
        problems.push(`signed-out/${lang}/${file} has its web fonts on`);
    }
  }
  console.log(
    `Signed-out pages (HTML, gzip, all a reader downloads): largest ${largest[0]} ${kb(largest[1])} kB of ${SIGNED_OUT_HTML_KB} kB`,
  );
  if (largest[1] / 1024 > SIGNED_OUT_HTML_KB)
    problems.push(
      `signed-out/${largest[0]} is ${kb(largest[1])} kB, over ${SIGNED_OUT_HTML_KB} kB`,
    );
}

// Fonts the page asks for before it renders: the preloaded ones (other subsets load on demand,
// only when a page's text uses them).
const fonts = [...html.matchAll(/<link[^>]+rel="preload"[^>]+href="\/?([^"]+\.woff2?)"/g)].map(
  (m) => m[1],
);
const fontBytes = fonts.reduce((sum, file) => sum + readFileSync(join(DIST, file)).length, 0);
console.log(`Preloaded fonts: ${fonts.length} file(s), ${kb(fontBytes)} kB`);
if (fonts.length === 0) problems.push('no text font is preloaded (index.html)');
if (fonts.length > FONT_FILES)
  problems.push(`${fonts.length} fonts preloaded, at most ${FONT_FILES}`);
if (fontBytes / 1024 > FONT_BUDGET_KB)
  problems.push(`preloaded fonts weigh ${kb(fontBytes)} kB, over ${FONT_BUDGET_KB} kB`);

// Route chunks: the lazy chunk of each route module (its source map names src/app/routes/...).
const routeRows = [];
for (const file of lazy) {
  const mapFile = join(MAPS, 'assets', `${file}.map`);
  if (!existsSync(mapFile)) continue;
  let sources = [];
  try {
    sources = JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? [];
  } catch {
    continue;
  }
  if (!sources.some((source) => /src\/app\/routes\//.test(source))) continue;
  const size = brotli(readFileSync(join(DIST, 'assets', file)));
  routeRows.push(`  ${kb(size).padStart(7)} kB  assets/${file}`);
  if (size / 1024 > ROUTE_CHUNK_KB)
    problems.push(`route chunk assets/${file} is ${kb(size)} kB, over ${ROUTE_CHUNK_KB} kB`);
}
console.log(`Route chunks (brotli, at most ${ROUTE_CHUNK_KB} kB each): ${routeRows.length}`);
console.log(routeRows.join('\n'));

// Demo code anywhere in the build: every emitted file, lazy chunks and source maps included.
if (existsSync(join(DIST, 'mockServiceWorker.js'))) {
  problems.push('mockServiceWorker.js is in the build: only the mock and demo modes may emit it');
}
const listFiles = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
const mapFiles = existsSync(MAPS) ? listFiles(MAPS).filter((file) => file.endsWith('.map')) : [];
if (mapFiles.length === 0) problems.push(`no source maps in ${MAPS}: error reports need them`);
for (const file of mapFiles) {
  // A map lists every module in its chunk; its sourcesContent also holds dead branches' import
  // paths and comments, so only the module list is checked.
  let sources = [];
  try {
    sources = JSON.parse(readFileSync(join(MAPS, file), 'utf8')).sources ?? [];
  } catch {
    problems.push(`${file} is not a readable source map`);
  }
  const demo = sources.filter((source) => DEMO_SOURCES.test(source));
  if (demo.length)
    problems.push(`${file} maps demo modules into the build: ${demo.slice(0, 3).join(', ')}`);
}
const allFiles = listFiles(DIST);
let scanned = mapFiles.length;
for (const file of allFiles) {
  if (file.endsWith('.map')) {
    problems.push(`${file} is a source map inside the build: maps belong in ${MAPS}`);
    continue;
  }
  if (!TEXT_FILE.test(file)) continue;
  const text = readFileSync(join(DIST, file), 'utf8');
  if (/[#@]\s*sourceMappingURL=/.test(text))
    problems.push(`${file} references its source map: build with sourcemap 'hidden'`);
  for (const [name, pattern] of DEMO_MARKERS) {
    const match = pattern.exec(text);
    if (match)
      problems.push(
        `${name} is in the build (${file}: "${match[0]}"): keep it behind VITE_API_MOCKING`,
      );
  }
  scanned += 1;
}
console.log(`Checked for demo code: ${scanned} files`);

// Every file a chunk asks for before a lazy import (Vite's dependency lists: "assets/x.js",
// "assets/x.css") is in the build: a missing one fails that import (index.html inlines the
// stylesheet, so its file must still be there for the lazy chunks that list it).
const emitted = new Set(allFiles);
for (const file of allFiles.filter((f) => /^assets\/.*\.js$/.test(f))) {
  const text = readFileSync(join(DIST, file), 'utf8');
  for (const [, dep] of text.matchAll(/["'`](assets\/[\w.-]+\.(?:js|css))["'`]/g)) {
    if (!emitted.has(dep)) problems.push(`${file} lists ${dep}, which is not in the build`);
  }
}

if (problems.length) {
  for (const p of problems) console.error(`✖ ${p}`);
  process.exit(1);
}
