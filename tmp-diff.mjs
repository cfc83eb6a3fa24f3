import { chromium } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, chromiumEnv, findChromium } from './scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, env: chromiumEnv() });
const base = 'http://127.0.0.1:6395';
const paths = ['/en/login', '/de/register', '/fi/password/reset', '/en/password/reset/tok?email=a%40b.c', '/de/email/resend'];
for (const width of [1440, 375]) for (const theme of ['light', 'dark']) for (const path of paths) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  if (theme === 'dark') await ctx.addCookies([{ name: 'user-theme', value: 'dark-theme', url: base }]);
  const page = await ctx.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(base + path);
  const a = PNG.sync.read(await page.screenshot({ fullPage: true }));
  const page2 = await ctx.newPage();
  await page2.goto(base + path);
  await page2.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
  await page2.waitForTimeout(300);
  const b = PNG.sync.read(await page2.screenshot({ fullPage: true }));
  let diff = 'size ' + a.height + ' vs ' + b.height;
  if (a.width === b.width && a.height === b.height) {
    const out = new PNG({ width: a.width, height: a.height });
    diff = pixelmatch(a.data, b.data, out.data, a.width, a.height, { threshold: 0 });
    if (diff) writeFileSync(`/tmp/diff${path.replace(/\W/g, '_')}-${theme}-${width}.png`, PNG.sync.write(out));
  }
  console.log(width, theme, path, diff);
  await ctx.close();
}
await browser.close();
