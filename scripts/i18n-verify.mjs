// Fails when a message of the code is missing from lang/en.json, when en holds a message no code
// declares, when any locale misses a key that en has, or when any message is not valid ICU.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

const LOCALES = ['cs', 'de', 'en', 'es', 'fi', 'fr', 'it', 'no', 'pl', 'ro', 'ru'];
const DIR = process.env.I18N_DIR ?? 'lang';
const problems = [];
const read = (locale) => JSON.parse(readFileSync(`${DIR}/${locale}.json`, 'utf8'));

const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
for (const locale of LOCALES) {
  if (!files.includes(`${locale}.json`)) problems.push(`${DIR}/${locale}.json is missing`);
}

// en must hold every message the code declares.
const tmp = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'extracted.json');
execFileSync(
  process.execPath,
  [
    'node_modules/@formatjs/cli/bin/formatjs',
    'extract',
    'src/**/*.{ts,tsx}',
    '--ignore',
    'src/**/*.d.ts',
    '--ignore',
    'src/api/generated/**',
    '--out-file',
    tmp,
    '--format',
    'simple',
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
const extracted = JSON.parse(readFileSync(tmp, 'utf8'));
rmSync(dirname(tmp), { recursive: true, force: true });
const en = read('en');
for (const [id, message] of Object.entries(extracted)) {
  if (!(id in en))
    problems.push(`en: "${id}" is declared in the code but missing (run npm run i18n:extract)`);
  else if (en[id] !== message)
    problems.push(`en: "${id}" differs from the code's default message (run npm run i18n:extract)`);
}
// And no message that no code declares: a catalogue carries only what a page can show.
for (const id of Object.keys(en)) {
  if (!(id in extracted))
    problems.push(`en: "${id}" is declared by no code (remove it from every locale)`);
}

for (const locale of LOCALES) {
  let catalogue;
  try {
    catalogue = read(locale);
  } catch (error) {
    problems.push(`${DIR}/${locale}.json cannot be read: ${error.message}`);
    continue;
  }
  for (const id of Object.keys(en)) {
    if (typeof catalogue[id] !== 'string' || catalogue[id].trim() === '') {
      problems.push(`${locale}: missing "${id}"`);
    }
  }
  for (const [id, message] of Object.entries(catalogue)) {
    if (!(id in en)) problems.push(`${locale}: "${id}" is not in en (stale key)`);
    try {
      parse(message);
    } catch (error) {
      problems.push(`${locale}: "${id}" is not valid ICU (${error.message})`);
    }
  }
}

if (problems.length) {
  console.error(`i18n:verify found ${problems.length} problem(s):`);
  for (const p of problems.slice(0, 200)) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`i18n:verify ok: ${Object.keys(en).length} messages in ${LOCALES.length} locales`);
