// Compiles every lang/<locale>.json (simple format) to AST and writes it in two parts under
// src/i18n/compiled/: <locale>.base.json (signed-out pages and the frame) and <locale>.app.json
// (the signed-in features), so the sign-in page never downloads the whole catalogue.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { partOf } from './i18n-parts.mjs';

const OUT = 'src/i18n/compiled';
const tmp = mkdtempSync(join(tmpdir(), 'i18n-compiled-'));
execFileSync(
  process.execPath,
  [
    'node_modules/@formatjs/cli/bin/formatjs',
    'compile-folder',
    '--ast',
    '--format',
    'simple',
    'lang',
    tmp,
  ],
  { stdio: 'inherit' },
);
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(tmp).filter((f) => f.endsWith('.json'))) {
  const locale = file.replace(/\.json$/, '');
  const parts = { base: {}, app: {} };
  for (const [id, ast] of Object.entries(JSON.parse(readFileSync(join(tmp, file), 'utf8')))) {
    parts[partOf(id)][id] = ast;
  }
  for (const [part, messages] of Object.entries(parts)) {
    writeFileSync(join(OUT, `${locale}.${part}.json`), JSON.stringify(messages));
  }
}
rmSync(tmp, { recursive: true, force: true });
