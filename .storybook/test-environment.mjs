// The Storybook tests' Jest environment: the test-runner's own, plus the page set-up its generated
// tests call to start again after a navigation (`globalThis.__sbSetupPage`), which its set-up file
// used to provide (.storybook/jest-setup.ts says why that file is not used).
import { setupPage } from '@storybook/test-runner';
import Environment from '@storybook/test-runner/playwright/custom-environment.js';

export default class StorybookEnvironment extends Environment {
  async setup() {
    await super.setup();
    this.global.__sbSetupPage = setupPage;
  }
}
