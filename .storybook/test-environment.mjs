// The Storybook tests' Jest environment: the test-runner's own, plus the page set-up its generated
// tests call to start again after a navigation (`globalThis.__sbSetupPage`), which its set-up file
// used to provide (.storybook/jest-setup.ts says why that file is not used).
import { setupPage } from '@storybook/test-runner';
import Environment from '@storybook/test-runner/playwright/custom-environment.js';
import { chromium } from 'playwright';

/**
 * One page per Jest worker, not one per stories file. Each of the 86 files opened a fresh browser
 * context and page and loaded Storybook's preview into it from nothing: two to three seconds of a
 * busy machine's CPU before its first story, a fifth of the whole step. A file's stories already
 * run one after another on one page, each starting afresh (stories/pages/frame.tsx resets the demo
 * data, the session, toasts and preferences; the test-runner's hooks set the viewport and theme of
 * each story): the next file's stories do the same on the page the last file used.
 *
 * jest-playwright's environment connects to the runner's browser server, opens a context and a
 * page, once per file. This module is loaded once per worker (Node's module cache, outside the
 * test files' registries), so it can hand the next file the same connection, context and page.
 */
const connect = chromium.connect.bind(chromium);
let shared;
chromium.connect = (...args) =>
  (shared ??= connect(...args).then((browser) => {
    const newContext = browser.newContext.bind(browser);
    let context;
    browser.newContext = (...options) => (context ??= newContext(...options));
    browser.on('disconnected', () => {
      shared = undefined;
    });
    return browser;
  }));

/** jest-playwright's own environment, under the test-runner's (which loads Storybook in `setup`). */
const PlaywrightEnvironment = Object.getPrototypeOf(Environment.prototype);
let sharedPage;
/** Pages where Storybook's preview is loaded and the test-runner's bindings are in place. */
const prepared = new WeakSet();

export default class StorybookEnvironment extends Environment {
  async setup() {
    await PlaywrightEnvironment.setup.call(this);
    const { page, context } = this.global;
    if (!prepared.has(page)) {
      await setupPage(page, context);
      prepared.add(page);
    }
    this.global.__sbSetupPage = setupPage;
  }

  async _setNewPageInstance(context) {
    if (!sharedPage || sharedPage.isClosed()) sharedPage = await super._setNewPageInstance(context);
    return sharedPage;
  }

  async teardown() {
    // The connection, the context and the page (with its page-error listener) stay for the
    // worker's next file.
    this.global.browser = undefined;
    this.global.page = undefined;
    await super.teardown();
  }
}
