// Compiles every lang/<locale>.json (simple format) to AST and writes it in two parts under
// src/i18n/compiled/: <locale>.base.json (signed-out pages and the frame) and <locale>.app.json
// (the signed-in features), so the sign-in page never downloads the whole catalogue.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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
// Every npm script that reads the catalogues compiles them first, and `npm test` runs some of
// them side by side (the builds beside the unit tests): a file is replaced only when its content
// changed, and then in one step (a rename), so a reader never finds a catalogue missing or
// half written.
mkdirSync(OUT, { recursive: true });
const written = new Set();
const write = (name, content) => {
  written.add(name);
  const path = join(OUT, name);
  if (existsSync(path) && readFileSync(path, 'utf8') === content) return;
  const next = join(OUT, `.${name}.${process.pid}`);
  writeFileSync(next, content);
  renameSync(next, path);
};
for (const file of readdirSync(tmp).filter((f) => f.endsWith('.json'))) {
  const locale = file.replace(/\.json$/, '');
  const parts = { base: {}, app: {} };
  for (const [id, ast] of Object.entries(JSON.parse(readFileSync(join(tmp, file), 'utf8')))) {
    parts[partOf(id)][id] = ast;
  }
  for (const [part, messages] of Object.entries(parts)) {
    write(`${locale}.${part}.json`, JSON.stringify(messages));
  }
}
for (const stale of readdirSync(OUT).filter(
  (name) => !name.startsWith('.') && !written.has(name),
)) {
  rmSync(join(OUT, stale), { force: true });
}
rmSync(tmp, { recursive: true, force: true });
