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

const steps = [
  ['unit tests', 'test:unit'],
  ['production build', 'build'],
  ['bundle budget', 'budget'],
  ['storybook build', 'build-storybook'],
  ['storybook tests (smoke, play, axe, visual)', 'test-storybook'],
  // The production build is the one the step above made (test:e2e alone builds it first).
  ['end-to-end tests', 'test:e2e', { E2E_REUSE_DIST: '1' }],
  ['production server tests (nginx, CSP, headers)', 'test:prod'],
];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

const children = new Set();
/** Runs one npm script with its output kept, resolving to its exit code, output and time. */
function runBuffered(script) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
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

for (const [label, script, env] of steps) runStep(label, script, env);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
