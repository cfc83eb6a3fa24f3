// Jest config of the Storybook test-runner: Debian's Chromium with the project's fonts only
// (FONTCONFIG_FILE, see scripts/chromium.mjs), two workers, a long timeout.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, chromiumEnv, requireChromium } from './scripts/chromium.mjs';

const base = getJestConfig();

/**
 * Our set-up file and environment in place of the test-runner's (.storybook/jest-setup.ts says
 * why); a test-runner that renames its own stops here rather than running without our hooks.
 */
const OWN_SETUP = 'playwright/jest-setup.js';
if (!base.setupFilesAfterEnv.some((file) => file.endsWith(OWN_SETUP))) {
  throw new Error(
    `@storybook/test-runner no longer sets up tests with ${OWN_SETUP}: see .storybook/jest-setup.ts`,
  );
}

export default {
  ...base,
  testEnvironment: '<rootDir>/.storybook/test-environment.mjs',
  setupFilesAfterEnv: base.setupFilesAfterEnv.map((file) =>
    file.endsWith(OWN_SETUP) ? '<rootDir>/.storybook/jest-setup.ts' : file,
  ),
  testTimeout: 30000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS, env: chromiumEnv() },
      contextOptions: {
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'UTC',
      },
    },
  },
};
