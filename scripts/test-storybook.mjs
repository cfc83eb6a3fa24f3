// Serves the static Storybook build on 127.0.0.1 and runs the test-runner against it:
// smoke test, play functions, axe and visual snapshots of every story, in light and dark.
// Extra arguments pass through (e.g. --updateSnapshot, a story file filter).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { chromiumEnv, requireChromium } from './chromium.mjs';
import { serveStatic } from './static-server.mjs';

requireChromium();
const dir = process.env.STORYBOOK_DIR ?? 'storybook-static';
if (!existsSync(`${dir}/index.json`)) {
  console.error(`No Storybook build in ${dir}: run \`npm run build-storybook\` first.`);
  process.exit(1);
}
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6287);
const server = await serveStatic(dir, port).catch((error) => {
  console.error(`Cannot serve Storybook on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});
const args = [
  'test-storybook',
  '--url',
  `http://127.0.0.1:${port}`,
  '--maxWorkers=2',
  ...process.argv.slice(2),
];
// The jest config passes the same environment to Chromium; setting it here too covers anything else
// the test-runner starts.
// Tells .storybook/test-runner.ts to re-record every picture whose bytes changed, not only those
// that fail the comparison.
const updating = args.some((arg) => arg === '-u' || arg.startsWith('--updateSnapshot'));
// The pictures that were not byte for byte their baselines, this run only (.storybook/test-runner.ts).
const compared = 'test-results/pictures-compared.txt';
rmSync(compared, { force: true });
const child = spawn('npx', args, {
  stdio: 'inherit',
  env: { ...chromiumEnv(), TZ: 'UTC', ...(updating ? { STORYBOOK_UPDATE_SNAPSHOTS: '1' } : {}) },
});
child.on('exit', (code) => {
  server.close();
  const pictures = existsSync(compared)
    ? readFileSync(compared, 'utf8').split('\n').filter(Boolean)
    : [];
  if (pictures.length > 0)
    console.log(
      `${pictures.length} pictures were not byte for byte their baselines and went through the ` +
        `pixel comparison (listed in ${compared}).`,
    );
  process.exit(code ?? 1);
});
