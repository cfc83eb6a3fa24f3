// Publishes Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set; otherwise explains and exits 0.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped. It needs CHROMATIC_PROJECT_TOKEN (the project token from chromatic.com) ' +
      'and network access to Chromatic. Local visual checks run in `npm run test-storybook`.',
  );
  process.exit(0);
}
const result = spawnSync('npx', ['chromatic', '--config-file', 'chromatic.config.json'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
