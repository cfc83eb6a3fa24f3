// Bundle budget of the production build: what the first page load downloads (the entry script,
// its static imports and CSS, gzipped) stays under a budget, and none of the heavy libraries
// (fingerprinting, mocks, sanitizer, charts) is part of it: they load on demand.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'dist';
const BUDGET_KB = Number(process.env.FIRST_LOAD_BUDGET_KB ?? 200);
const HEAVY = [
  ['@fingerprintjs', /fingerprintjs|FingerprintJS/],
  ['msw', /mockServiceWorker|msw\/browser|MSW_COOKIE_STORE|\[MSW\]/],
  ['dompurify', /DOMPurify/],
  ['faker', /faker-js|@faker/],
];

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const manifestFiles = new Set(refs);

// Follow static imports of the entry chunks (`import ... from "./x.js"` at top level).
const queue = [...refs.filter((r) => r.endsWith('.js'))];
while (queue.length) {
  const file = queue.shift();
  const code = readFileSync(join(DIST, file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
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
  const gz = gzipSync(content).length;
  total += gz;
  rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} kB  ${file}`);
  const text = content.toString('utf8');
  for (const [name, pattern] of HEAVY) {
    if (pattern.test(text)) problems.push(`${name} is in the first load (${file}): import it lazily`);
  }
}
console.log(`First load (gzip): ${(total / 1024).toFixed(1)} kB of a ${BUDGET_KB} kB budget`);
console.log(rows.join('\n'));
const lazy = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js') && !manifestFiles.has(`assets/${f}`));
console.log(`Lazy chunks: ${lazy.length}`);
if (total / 1024 > BUDGET_KB) problems.push(`first load is ${(total / 1024).toFixed(1)} kB, over the ${BUDGET_KB} kB budget`);
if (problems.length) {
  for (const p of problems) console.error(`✖ ${p}`);
  process.exit(1);
}
