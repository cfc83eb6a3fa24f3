/**
 * Runs before each Storybook test file, in place of the test-runner's own
 * `@storybook/test-runner/playwright/jest-setup.js` (test-runner-jest.config.js swaps them). That
 * one imports the test-runner's whole module to hand the hooks of test-runner.ts to the generated
 * tests: a second of CPU, spent again for each of the 86 files, since Jest evaluates a test file's
 * imports in a registry of its own. The hooks go where the generated tests look for them
 * (`globalThis.__sbPreVisit`, `__sbPostVisit`); the page set-up they call after a navigation
 * (`__sbSetupPage`) comes from .storybook/test-environment.mjs, which Node loads once per worker.
 */
import config from './test-runner';

const hooks = globalThis as unknown as {
  __sbPreVisit?: NonNullable<typeof config.preVisit>;
  __sbPostVisit?: NonNullable<typeof config.postVisit>;
};

let visited = 0;
config.setup?.();
hooks.__sbPreVisit = config.preVisit;
hooks.__sbPostVisit = async (page, context) => {
  visited += 1;
  await config.postVisit?.(page, context);
};

// If a test-runner upgrade stopped calling the hooks under these names, the stories would pass
// without axe or pictures: say so instead.
afterAll(() => {
  if (visited === 0) {
    throw new Error(
      'No story went through .storybook/test-runner.ts: the test-runner no longer reads ' +
        'globalThis.__sbPreVisit/__sbPostVisit (see .storybook/jest-setup.ts).',
    );
  }
});
