// `npm test`: every check, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { requireChromium } from './chromium.mjs';

requireChromium();

const steps = [
  ['lint', 'lint'],
  ['import cycles (type-only included)', 'check:cycles'],
  ['typecheck', 'typecheck'],
  ['unused files, exports and dependencies (knip)', 'knip'],
  ['i18n', 'i18n:verify'],
  ...(existsSync('openapi/cabinet.yaml') ? [['openapi lint', 'api:lint']] : []),
  ...(existsSync('src/api/generated') ? [['generated API drift', 'api:check']] : []),
  ['unit tests', 'test:unit'],
  ['production build', 'build'],
  ['bundle budget', 'budget'],
  ['storybook build', 'build-storybook'],
  ['storybook tests (smoke, play, axe, visual)', 'test-storybook'],
  ['end-to-end tests', 'test:e2e'],
  ['production server tests (nginx, CSP, headers)', 'test:prod'],
];

const started = Date.now();
for (const [label, script] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${label} (npm run ${script})`);
  const result = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit' });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds}s (npm run ${script})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
