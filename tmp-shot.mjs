import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumEnv, findChromium } from './scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, env: chromiumEnv() });
const base = 'http://127.0.0.1:6395';
const [, , path = '/en/login', theme = 'light', width = '1440'] = process.argv;
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
if (theme === 'dark') await ctx.addCookies([{ name: 'user-theme', value: 'dark-theme', url: base }]);
const page = await ctx.newPage();
const errors = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
// 1. HTML only: scripts held back.
await page.route('**/assets/*.js', (route) => route.abort());
await page.goto(base + path);
await page.waitForTimeout(300);
const a = await page.screenshot({ fullPage: true });
await page.unroute('**/assets/*.js');
// 2. With the app.
const page2 = await ctx.newPage();
await page2.goto(base + path);
await page2.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
await page2.waitForTimeout(500);
const b = await page2.screenshot({ fullPage: true });
const fs = await import('node:fs');
const tag = `${path.replace(/\//g, '_')}-${theme}-${width}`;
fs.writeFileSync(`/tmp/shot-static${tag}.png`, a);
fs.writeFileSync(`/tmp/shot-app${tag}.png`, b);
console.log(tag, 'identical:', Buffer.compare(a, b) === 0, a.length, b.length, errors);
await browser.close();
