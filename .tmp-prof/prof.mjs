import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { findChromium, CHROMIUM_ARGS, chromiumEnv } from '../scripts/chromium.mjs';
const BASE = process.env.BASE ?? 'http://127.0.0.1:6600';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, env: chromiumEnv() });
const results = [];
for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(BASE + '/en/login');
  const token = await page.evaluate(async () => {
    const r = await fetch('/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ email: 'client@example.com', password: 'password', remember: true }) });
    return (await r.json()).token;
  });
  await context.addCookies([{ name: 'token', value: token, url: BASE }]);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.goto('about:blank');
  await cdp.send('Profiler.start');
  await page.goto(BASE + '/en/home');
  await page.waitForTimeout(6000);
  const { profile } = await cdp.send('Profiler.stop');
  results.push(profile);
  await context.close();
}
await browser.close();
// aggregate self time by function
const self = new Map(); const byUrl = new Map();
for (const profile of results) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas; let i = 0;
  for (const id of profile.samples) {
    const n = nodes.get(id); const d = (dt[i++] ?? 0) / 1000 / results.length;
    const cf = n.callFrame; if (['(idle)','(program)','(garbage collector)','(root)'].includes(cf.functionName)) { self.set(cf.functionName,(self.get(cf.functionName)??0)+d); continue; }
    const file = cf.url.replace(/.*\//, '');
    const k = `${cf.functionName || '(anon)'} ${file}:${cf.lineNumber}`;
    self.set(k, (self.get(k) ?? 0) + d);
    byUrl.set(file || '(native)', (byUrl.get(file || '(native)') ?? 0) + d);
  }
}
console.log('by file (ms, mean per load):');
for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(0).padStart(6), k);
console.log('top self:');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(v.toFixed(0).padStart(6), k);
writeFileSync('.tmp-prof/profile.json', JSON.stringify(results[0]));
