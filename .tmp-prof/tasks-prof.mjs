import { readFileSync } from 'node:fs';
const profile = JSON.parse(readFileSync('.tmp-prof/profile.json'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime; const samples = [];
profile.samples.forEach((id, i) => { t += profile.timeDeltas[i]; samples.push([t, id]); });
const isIdle = (id) => nodes.get(id).callFrame.functionName === '(idle)';
const tasks = []; let cur = null;
for (const [ts, id] of samples) {
  if (isIdle(id)) { if (cur && ts - cur.end > 3000) { tasks.push(cur); cur = null; } continue; }
  if (!cur) cur = { start: ts, end: ts, ids: [] };
  cur.end = ts; cur.ids.push(id);
}
if (cur) tasks.push(cur);
for (const task of tasks) {
  const dur = (task.end - task.start) / 1000;
  if (dur < 40) continue;
  const incl = new Map();
  for (const id of task.ids) {
    const seen = new Set();
    for (let c = id; c != null; c = parent.get(c)) {
      const cf = nodes.get(c).callFrame; const name = cf.functionName;
      if (!/^[A-Z][A-Za-z]+$/.test(name) && !/^(use[A-Z]\w+|formatMoney|generateAndInjectStyles|insertRule|appendChild|dispatchRequest|fetch|onmessage|performWorkUntilDeadline|commitRoot\w*|renderRootSync|renderRootConcurrent|flushSyncWorkAcrossRoots_impl|\(program\)|\(garbage collector\))$/.test(name)) continue;
      if (seen.has(name)) continue; seen.add(name);
      incl.set(name, (incl.get(name) ?? 0) + 0.2);
    }
  }
  console.log(`task +${((task.start - profile.startTime) / 1000).toFixed(0)}ms  ${dur.toFixed(0)}ms  samples ${task.ids.length}`);
  console.log('   ', [...incl].sort((a, b) => b[1] - a[1]).slice(0, 18).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', '));
}
