#!/usr/bin/env node
// The fonts embedded in the PDF statement (src/features/transactions/statementPdf/fonts/):
// Inter (SIL Open Font License 1.1, no reserved font name; OFL.txt beside them) regular and
// semibold, as TrueType from @expo-google-fonts/inter, cut down to the scripts a statement can
// hold: Latin (every Latin letter of the eleven languages and most others: ř ł ș ț å ø ß, Vietnamese),
// Greek, Cyrillic, punctuation (narrow and no-break spaces, dashes, quotes), currency signs and the
// minus sign. The layout tables (kerning, ligatures) go too: the PDF library does not use them.
// A third of the original size, and the PDF library's own subsetting (it embeds only the glyphs a
// statement uses) runs three times faster on it.
//
//   node scripts/statement-fonts.mjs          writes the fonts
//   node scripts/statement-fonts.mjs --check  fails when the committed fonts differ from a new cut
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(root, 'node_modules/@expo-google-fonts/inter');
const OUT = join(root, 'src/features/transactions/statementPdf/fonts');
const FONTS = [
  ['400Regular/Inter_400Regular.ttf', 'Inter-Regular.ttf'],
  ['600SemiBold/Inter_600SemiBold.ttf', 'Inter-SemiBold.ttf'],
];

/** Unicode blocks kept (inclusive ranges). */
export const RANGES = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x024f], // Latin-1, Latin Extended-A and -B (ș ț)
  [0x02b0, 0x02ff], // spacing modifier letters (ˇ ˘ ˙)
  [0x0370, 0x03ff], // Greek
  [0x0400, 0x04ff], // Cyrillic
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese)
  [0x2000, 0x206f], // general punctuation: thin, narrow no-break spaces, dashes, quotes, …
  [0x20a0, 0x20cf], // currency signs
  [0x2100, 0x214f], // letterlike symbols (№ ™)
  [0x2212, 0x2212], // minus sign
];

const DROPPED = new Set(['GPOS', 'GSUB', 'GDEF', 'STAT']);

/** The font without the tables the PDF library never reads, its directory and checksums redone. */
function withoutLayoutTables(font) {
  const count = font.readUInt16BE(4);
  const tables = [];
  for (let i = 0; i < count; i += 1) {
    const entry = 12 + 16 * i;
    const tag = font.toString('latin1', entry, entry + 4);
    const offset = font.readUInt32BE(entry + 8);
    const length = font.readUInt32BE(entry + 12);
    if (!DROPPED.has(tag)) tables.push([tag, font.subarray(offset, offset + length)]);
  }
  const selector = Math.floor(Math.log2(tables.length));
  const header = Buffer.alloc(12 + 16 * tables.length);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tables.length, 4);
  header.writeUInt16BE(2 ** selector * 16, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(tables.length * 16 - 2 ** selector * 16, 10);
  const bodies = [];
  let offset = header.length;
  tables.forEach(([tag, data], i) => {
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    if (tag === 'head') padded.writeUInt32BE(0, 8); // checkSumAdjustment, set below
    const entry = 12 + 16 * i;
    header.write(tag, entry, 'latin1');
    header.writeUInt32BE(checksum(padded), entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(data.length, entry + 12);
    bodies.push(padded);
    offset += padded.length;
  });
  const out = Buffer.concat([header, ...bodies]);
  const head = tables.findIndex(([tag]) => tag === 'head');
  const headOffset = header.readUInt32BE(12 + 16 * head + 8);
  out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headOffset + 8);
  return out;
}

function checksum(buffer) {
  let sum = 0;
  for (let i = 0; i < buffer.length; i += 4) sum = (sum + buffer.readUInt32BE(i)) >>> 0;
  return sum;
}

const text = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

const check = process.argv.includes('--check');
let stale = false;
for (const [source, name] of FONTS) {
  const cut = withoutLayoutTables(
    await subsetFont(readFileSync(join(SOURCE, source)), text, {
      targetFormat: 'truetype',
      noLayoutClosure: true,
    }),
  );
  const target = join(OUT, name);
  if (check) {
    let current = Buffer.alloc(0);
    try {
      current = readFileSync(target);
    } catch {
      // missing: stale
    }
    if (!current.equals(cut)) {
      console.error(`✖ ${name} differs from a new cut: run node scripts/statement-fonts.mjs`);
      stale = true;
    }
  } else {
    writeFileSync(target, cut);
    console.log(`${name}: ${(cut.length / 1024).toFixed(1)} kB`);
  }
}
if (!check) writeFileSync(join(OUT, 'OFL.txt'), readFileSync(join(SOURCE, 'LICENSE_FONT')));
if (stale) process.exit(1);
