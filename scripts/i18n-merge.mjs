// Merges translations into the catalogues: node scripts/i18n-merge.mjs file.json
// where file.json is { "<locale>": { "<id>": "<message>", ... }, ... }. Keys are sorted.
import { readFileSync, writeFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/i18n-merge.mjs translations.json');
  process.exit(2);
}
const patch = JSON.parse(readFileSync(file, 'utf8'));
for (const [locale, messages] of Object.entries(patch)) {
  const path = `lang/${locale}.json`;
  const current = JSON.parse(readFileSync(path, 'utf8'));
  const merged = { ...current, ...messages };
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((k) => [k, merged[k]]),
  );
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(
    `${path}: ${Object.keys(messages).length} merged, ${Object.keys(sorted).length} total`,
  );
}
