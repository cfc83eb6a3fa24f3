// Jest config of the Storybook test-runner: Debian's Chromium, two workers, a long timeout.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, requireChromium } from './scripts/chromium.mjs';

const base = getJestConfig();

export default {
  ...base,
  testTimeout: 30000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
      contextOptions: { deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' },
    },
  },
};
