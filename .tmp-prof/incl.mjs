import { readFileSync } from 'node:fs';
const profile = JSON.parse(readFileSync('.tmp-prof/profile.json'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
let i = 0;
for (const id of profile.samples) {
  const d = (profile.timeDeltas[i++] ?? 0) / 1000;
  const seen = new Set();
  for (let cur = id; cur != null; cur = parent.get(cur)) {
    const cf = nodes.get(cur).callFrame;
    const k = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*\//, '')}:${cf.lineNumber}`;
    if (seen.has(k)) continue; seen.add(k);
    incl.set(k, (incl.get(k) ?? 0) + d);
  }
}
const re = new RegExp(process.argv[2] ?? '.');
for (const [k, v] of [...incl].filter(([k]) => re.test(k)).sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 50))) console.log(v.toFixed(0).padStart(6), k);
