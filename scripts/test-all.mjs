// `npm test`: every check, in order, stopping at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { requireChromium } from './chromium.mjs';

requireChromium();

/**
 * The static checks, two at a time: each is one Node process that keeps one core busy (ESLint,
 * tsc, knip, dependency-cruiser...), and this machine has two. None of them writes a file. Their output is printed in this
 * order once each has finished, so a failure reads as if they had run one after the other.
 */
const staticChecks = [
  // Longest first (measured alone: typecheck 48 s, ESLint 26 s, Prettier 16 s, knip 9 s, cycles
  // 8 s), so that the two cores finish together.
  ['typecheck', 'typecheck'],
  ['lint (ESLint)', 'lint:code'],
  ['formatting (Prettier)', 'lint:format'],
  ['unused files, exports and dependencies (knip)', 'knip'],
  ['import cycles (type-only included)', 'check:cycles'],
  ['i18n', 'i18n:verify'],
  ...(existsSync('openapi/cabinet.yaml') ? [['openapi lint', 'api:lint']] : []),
];

/**
 * One at a time, before the static checks read the sources: the drift check regenerates
 * src/api/generated in place (and leaves the up-to-date output there when it fails).
 */
const first = existsSync('src/api/generated') ? [['generated API drift', 'api:check']] : [];

/**
 * The builds the browser stages need, one after the other, beside the unit tests: the unit tests
 * leave a core idle a fifth to a third of their time (module loading, waits), and the builds
 * fill it. Their output is kept and printed once the unit tests pass. None of them writes what
 * a unit test reads (src/i18n/compiled is rewritten only where a catalogue changed, in one step).
 */
const builds = [
  ['production build', 'build'],
  ['bundle budget', 'budget'],
  // The demo build the `@demo` specs run against, without its simulated latency.
  ['demo build', 'build:demo', { VITE_DEMO_LATENCY_MS: '0' }],
  // Without the docs pages' props tables (.storybook/main.ts): the tests run stories, not docs.
  ['storybook build', 'build-storybook', { STORYBOOK_FOR_TESTS: '1' }],
];

const steps = [
  ['storybook tests (smoke, play, axe, visual)', 'test-storybook'],
  // One Playwright run: the end-to-end specs and the production-server specs (its `prod`
  // project), on the builds made above (test:e2e alone builds them first).
  ['end-to-end and production-server tests', 'test:e2e', { E2E_REUSE_DIST: '1' }],
];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

const children = new Set();
/** Runs one npm script with its output kept, resolving to its exit code, output and time. */
function runBuffered(script, env = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn('npm', ['run', '-s', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    children.add(child);
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      children.delete(child);
      resolve({ code: code ?? 1, output: Buffer.concat(chunks), time: seconds(t0) });
    });
  });
}

const started = Date.now();

function runStep(label, script, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${label} (npm run ${script})`);
  const result = spawnSync('npm', ['run', '-s', script], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds(t0)}s (npm run ${script})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds(t0)}s)`);
}

for (const [label, script] of first) runStep(label, script);

const running = new Map();
let next = 0;
const startNext = () => {
  if (next < staticChecks.length) {
    const index = next++;
    running.set(
      index,
      runBuffered(staticChecks[index][1]).then((result) => (startNext(), result)),
    );
  }
};
startNext();
startNext();
for (const [index, [label, script]] of staticChecks.entries()) {
  while (!running.has(index)) await new Promise((resolve) => setTimeout(resolve, 50));
  console.log(`\n▶ ${label} (npm run ${script})`);
  const result = await running.get(index);
  process.stdout.write(result.output);
  if (result.code !== 0) {
    console.error(`\n✖ ${label} failed after ${result.time}s (npm run ${script})`);
    for (const child of children) child.kill();
    process.exit(result.code);
  }
  console.log(`✔ ${label} (${result.time}s)`);
}

// The builds, in order, beside the unit tests; the first that fails stops the chain.
const buildResults = [];
const buildsDone = (async () => {
  for (const [label, script, env] of builds) {
    const result = await runBuffered(script, env);
    buildResults.push({ label, script, ...result });
    if (result.code !== 0) return;
  }
})();
const unitStarted = Date.now();
console.log('\n▶ unit tests (npm run test:unit), the builds beside them');
const unit = spawn('npm', ['run', '-s', 'test:unit'], { stdio: 'inherit' });
const unitCode = await new Promise((resolve) => unit.on('close', (code) => resolve(code ?? 1)));
if (unitCode !== 0) {
  console.error(`\n✖ unit tests failed after ${seconds(unitStarted)}s (npm run test:unit)`);
  for (const child of children) child.kill();
  process.exit(unitCode);
}
console.log(`✔ unit tests (${seconds(unitStarted)}s)`);
await buildsDone;
for (const { label, script, code, output, time } of buildResults) {
  console.log(`\n▶ ${label} (npm run ${script})`);
  process.stdout.write(output);
  if (code !== 0) {
    console.error(`\n✖ ${label} failed after ${time}s (npm run ${script})`);
    process.exit(code);
  }
  console.log(`✔ ${label} (${time}s)`);
}
console.log(`(unit tests and builds: ${seconds(unitStarted)}s)`);

for (const [label, script, env] of steps) runStep(label, script, env);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
