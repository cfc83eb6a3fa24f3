// Jest config of the Storybook test-runner: Debian's Chromium with the project's fonts only
// (FONTCONFIG_FILE, see scripts/chromium.mjs), two workers, a long timeout.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, chromiumEnv, requireChromium } from './scripts/chromium.mjs';

const base = getJestConfig();

export default {
  ...base,
  testTimeout: 30000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS, env: chromiumEnv() },
      contextOptions: { deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' },
    },
  },
};
