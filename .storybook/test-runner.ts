import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { RunOptions } from 'axe-core';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import type { Page } from 'playwright';
import type { StoryRequestsScope } from '../stories/pages/settled';

/** Viewport sizes matching the Storybook viewport toolbar. */
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1440, height: 900 },
};
/** The size of a story that declares no viewport of its own. */
const DEFAULT_VIEWPORT = { width: 1024, height: 768 };

const FREEZE_CSS = `
  *, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    animation-play-state: paused !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important;
  }`;

const settle = async (page: Page) => {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
};

/**
 * Until every request of the story's query client is answered but those it holds on purpose
 * (stories/pages/settled.ts): a play can end before a late answer on a busy machine, and the
 * picture and axe would then see the page half-loaded. At most 5 s; a story still waiting then
 * is checked as it is (its picture says what differs), and the log says so: a story that holds a
 * request some other way than `neverAnswers` costs those 5 s on every run.
 */
const answered = async (page: Page, id: string) => {
  const settled = await page
    .waitForFunction(
      () => {
        const requests = (window as StoryRequestsScope).__storyRequests;
        if (!requests) return true;
        const { client, held } = requests;
        return client.isFetching() + client.isMutating() <= held;
      },
      undefined,
      { timeout: 5000 },
    )
    .then(() => true)
    .catch(() => false);
  if (!settled) process.stderr.write(`${id}: requests still in flight after 5 s\n`);
};

const setTheme = async (page: Page, theme: 'light' | 'dark') => {
  await page.evaluate((value) => {
    const channel = (
      window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: { emit: (e: string, p: unknown) => void };
      }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('updateGlobals', { globals: { theme: value } });
  }, theme);
  await page.waitForFunction((value) => document.body.dataset.sbTheme === value, theme, {
    timeout: 5000,
  });
  await settle(page);
};

/**
 * The a11y addon's panel may be running axe in the same page when we start our check; axe allows
 * one run at a time. Wait and retry only that error; a real violation still fails at once.
 */
const whenAxeIsFree = async (check: () => Promise<void>) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await check();
    } catch (error) {
      const busy = error instanceof Error && error.message.includes('Axe is already running');
      // Up to 15 s: on a busy machine the panel's run over a large page takes a while.
      if (!busy || attempt >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
};

/** What the checks read of a story's context (Storybook's `StoryContext`, as the preview has it). */
interface StoryContext {
  title: string;
  name: string;
  tags?: string[];
  parameters?: Record<string, unknown>;
  globals?: Record<string, unknown>;
  storyGlobals?: Record<string, unknown>;
}

/**
 * The story's context as the preview holds it: what the test-runner's `getStoryContext` does, here
 * so that this file needs nothing of `@storybook/test-runner` at run time. Its module is a second
 * of CPU to evaluate, and Jest evaluates what a test file imports once per file (86 of them):
 * .storybook/jest-setup.ts.
 */
const getStoryContext = (page: Page, { id }: { id: string }) =>
  page.evaluate(
    (storyId) =>
      (window as unknown as { __getContext: (id: string) => StoryContext }).__getContext(storyId),
    id,
  );

/** Each story's context from `preVisit`, so `postVisit` need not ask the page again. */
const contexts = new Map<string, StoryContext>();

/**
 * The page stories pictured: the page laid out with its data (also on a phone, and with German,
 * Finnish or German-notation text that runs longer), while it loads, and with nothing to show.
 */
const PAGE_LAYOUTS = new Set([
  'Loaded',
  'Default',
  'List View',
  'Mobile',
  'Loading',
  'Empty',
  'German',
  'Finnish',
  'German Notation',
]);

const SNAPSHOTS_DIR = `${process.cwd()}/tests/visual/__image_snapshots__`;

/**
 * Whether a screenshot is byte for byte its baseline. Chromium encodes the same pixels to the
 * same PNG, and jest-image-snapshot stores the screenshot's bytes as they came: a story that
 * renders as recorded needs no decoding (half a second of pure-JS PNG work per full page).
 */
function sameAsBaseline(identifier: string, image: Buffer): boolean {
  const baseline = `${SNAPSHOTS_DIR}/${identifier}.png`;
  return existsSync(baseline) && readFileSync(baseline).equals(image);
}

/**
 * `npm run test-storybook:update` (scripts/test-storybook.mjs says so). jest-image-snapshot then
 * rewrites only the baselines that fail; one whose pixels differ within what the comparison lets
 * pass (pixelmatch ignores what it takes for anti-aliasing, e.g. a line moved by one pixel) would
 * keep its old bytes, and every later run would decode and compare it (seconds for a full page).
 */
const UPDATING = process.env.STORYBOOK_UPDATE_SNAPSHOTS === '1';

/**
 * Each picture that was not byte for byte its baseline, one per line, in
 * `test-results/pictures-compared.txt`: those went through the pixel comparison, and one that
 * shows up run after run renders differently each time (the next flake) or has a stale baseline.
 */
function notePixelCompared(identifier: string) {
  mkdirSync(`${process.cwd()}/test-results`, { recursive: true });
  appendFileSync(`${process.cwd()}/test-results/pictures-compared.txt`, `${identifier}\n`);
}

/**
 * The pixel comparison, loaded the first time a picture is not byte for byte its baseline: on a
 * run where every story renders as recorded it is never needed, and Jest would evaluate the module
 * (a quarter of a second) again for each of the 86 files.
 */
let comparing: Promise<void> | undefined;
const comparePictures = () =>
  (comparing ??= import('jest-image-snapshot').then(({ toMatchImageSnapshot }) => {
    expect.extend({ toMatchImageSnapshot });
  }));

/** How far a pixel's colour may move and still count as the same (pixelmatch's YIQ distance). */
const PIXEL_THRESHOLD = 0.01;

/**
 * Runs the picture comparison; when it fails, adds to its message where the pixels differ and what
 * the page has there (a CI log then says which element moved, without the diff image, which stays
 * on the CI machine).
 */
async function explainingDifference(
  page: Page,
  identifier: string,
  image: Buffer,
  compare: () => void,
) {
  try {
    compare();
  } catch (error) {
    const where = await differingArea(page, identifier, image).catch(
      (reason: unknown) => `(could not locate the difference: ${String(reason)})`,
    );
    if (error instanceof Error && where) error.message += `\n\n${where}`;
    throw error;
  }
}

/** The box of the differing pixels and the innermost elements that overlap it. */
async function differingArea(page: Page, identifier: string, image: Buffer) {
  const baselinePath = `${SNAPSHOTS_DIR}/${identifier}.png`;
  if (!existsSync(baselinePath)) return '';
  const [{ PNG }, { default: pixelmatch }] = await Promise.all([
    import('pngjs'),
    import('pixelmatch'),
  ]);
  const before = PNG.sync.read(readFileSync(baselinePath));
  const now = PNG.sync.read(image);
  if (before.width !== now.width || before.height !== now.height) {
    return `The picture is ${now.width}×${now.height} px, the baseline ${before.width}×${before.height} px.`;
  }
  const { width, height } = now;
  const mask = new PNG({ width, height });
  pixelmatch(before.data, now.data, mask.data, width, height, {
    threshold: PIXEL_THRESHOLD,
    diffMask: true,
  });
  const box = { left: width, top: height, right: -1, bottom: -1 };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (mask.data[(y * width + x) * 4 + 3] === 0) continue;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  if (box.right < 0) return '';
  const elements = await page.evaluate((area) => {
    const overlaps = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.left + window.scrollX <= area.right &&
      rect.right + window.scrollX >= area.left &&
      rect.top + window.scrollY <= area.bottom &&
      rect.bottom + window.scrollY >= area.top;
    const hits = [...document.body.querySelectorAll('*')].filter((element) =>
      overlaps(element.getBoundingClientRect()),
    );
    // The innermost ones: no other hit inside them.
    return hits
      .filter((element) => !hits.some((other) => other !== element && element.contains(other)))
      .slice(0, 8)
      .map((element) => {
        const attributes = [...element.attributes]
          .filter((attribute) => !attribute.name.startsWith('data-sb'))
          .map((attribute) => `${attribute.name}="${attribute.value.slice(0, 40)}"`)
          .join(' ');
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.localName}${attributes ? ` ${attributes}` : ''}>${text}`;
      });
  }, box);
  // A focus ring that comes and goes is the usual nondeterminism: say where focus is now.
  const focused = await page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'nothing (the page body)';
    const name =
      active.getAttribute('aria-label') ?? (active.textContent ?? '').trim().slice(0, 40);
    const ring = active.matches(':focus-visible') ? ', its focus ring shown' : ', no focus ring';
    return `<${active.localName}> "${name}"${ring}`;
  });
  return [
    `Differing pixels between x ${box.left}–${box.right} and y ${box.top}–${box.bottom}; there:`,
    ...elements.map((element) => `  ${element}`),
    `Focused now: ${focused}.`,
  ].join('\n');
}

/** axe's rules whose outcome depends on the theme's colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    contexts.set(context.id, story);
    // A story's own `globals` (`...onViewport('mobile')` from stories/viewport.ts, on the story or
    // its meta) arrive as `storyGlobals`; the toolbar's as `globals`.
    const globals = { ...story.globals, ...story.storyGlobals };
    const name = (globals.viewport as { value?: string } | undefined)?.value;
    await page.setViewportSize((name && VIEWPORTS[name]) || DEFAULT_VIEWPORT);
    // Once per page (the stories of a file share it): the a11y addon runs axe after every render
    // for its panel; here the checks below run it, so its own run only cost time and made ours
    // wait for it. And axe's half megabyte need not be parsed again for each story.
    const hasAxe = await page.evaluate(() => {
      const preview = window as unknown as {
        __a11yManual?: boolean;
        __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
      };
      if (!preview.__a11yManual) {
        preview.__a11yManual = true;
        preview.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', {
          globals: { a11y: { manual: true } },
        });
      }
      return 'axe' in window;
    });
    if (!hasAxe) await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = contexts.get(context.id) ?? (await getStoryContext(page, context));
    contexts.delete(context.id);
    // Once per page: later stories render with it already there.
    await page.evaluate((css) => {
      if (document.getElementById('test-runner-freeze')) return;
      const style = document.createElement('style');
      style.id = 'test-runner-freeze';
      style.textContent = css;
      document.head.append(style);
    }, FREEZE_CSS);
    await answered(page, context.id);
    await settle(page);
    const a11y = (story.parameters?.a11y ?? {}) as {
      disable?: boolean;
      options?: RunOptions;
      config?: object;
    };
    const snapshot = !story.tags?.includes('no-snapshot');
    // Every story gets every WCAG 2.2 AA rule and best practice in the light theme. The dark
    // theme (the rules that read colours) is checked where its colours are: every component, and each page in the states that
    // show its own layout (PAGE_LAYOUTS). A page's other states (errors under fields, dialogs,
    // banners, a filter set) show components checked in the dark theme in those same states, and
    // what the state does is asserted in its play function. Pictures: a component's in both themes;
    // a page's in the light one, layouts only: a full-page picture of each state, or of the dark
    // theme, found nothing the component pictures and the axe runs do not.
    const isPage = story.title.startsWith('Pages/');
    const pageLayout = isPage && PAGE_LAYOUTS.has(story.name);
    const darkToo = !isPage || pageLayout;
    const pictured = !isPage ? ['light', 'dark'] : pageLayout ? ['light'] : [];
    // A story checked in both themes starts in the theme it rendered in, then switches once (a
    // switch re-renders the whole story); one checked in the light theme only switches to it if
    // the story before left the page dark. The stories of a file run in order on one page that
    // starts light, so each story's themes come in the same order on every run.
    const first =
      (await page.evaluate(() => document.body.dataset.sbTheme)) === 'dark' ? 'dark' : 'light';
    const themes = !darkToo
      ? (['light'] as const)
      : first === 'dark'
        ? (['dark', 'light'] as const)
        : (['light', 'dark'] as const);
    for (const [index, theme] of themes.entries()) {
      if (theme !== first) await setTheme(page, theme);
      if (!a11y.disable) {
        // The WCAG 2.2 AA rules and axe's best practices in the first theme (`a11y.options` of
        // .storybook/preview.tsx: tests/wcag.ts); in the second, the rules that read colours (the
        // document, names, roles, sizes and focus order are the same in both themes).
        // Violations only: axe then keeps one node per rule of the passes and the rest, instead of
        // every node of a page, and the answer that comes back from the page is that much smaller.
        // The rule set (WCAG 2.2 AA and best practices) comes with the story's parameters from
        // .storybook/preview.tsx; without it axe would run its defaults, target size left out.
        if (!a11y.options?.runOnly)
          throw new Error(
            `${context.id}: no a11y.options.runOnly (.storybook/preview.tsx sets it)`,
          );
        const axeOptions: RunOptions = {
          ...a11y.options,
          resultTypes: ['violations'],
          ...(index === 0 ? {} : { runOnly: { type: 'rule', values: COLOUR_RULES } }),
        };
        await configureAxe(page, (a11y.config ?? {}) as Parameters<typeof configureAxe>[1]);
        await whenAxeIsFree(() =>
          checkA11y(page, '#storybook-root', {
            verbose: false,
            detailedReport: true,
            detailedReportOptions: { html: true },
            axeOptions,
          }),
        );
      }
      if (snapshot && pictured.includes(theme)) {
        const image = await page.screenshot({ fullPage: true, animations: 'disabled' });
        const identifier = `${context.id}--${theme}`;
        // The same bytes as the baseline are the same pixels: nothing to decode and compare. Any
        // other picture (a changed pixel, or the same pixels encoded by another Chromium) goes
        // through the pixel comparison below.
        if (!sameAsBaseline(identifier, image)) {
          notePixelCompared(identifier);
          await comparePictures();
          await explainingDifference(page, identifier, image, () =>
            expect(image).toMatchImageSnapshot({
              customSnapshotsDir: SNAPSHOTS_DIR,
              customDiffDir: `${process.cwd()}/test-results/visual-diff`,
              customSnapshotIdentifier: identifier,
              // In this process: the default spawns a Node process per picture (hundreds of them).
              runInProcess: true,
              // One changed pixel fails: rendering here is deterministic (fixed fonts, time, data).
              failureThreshold: 0,
              failureThresholdType: 'pixel',
              customDiffConfig: { threshold: PIXEL_THRESHOLD },
            }),
          );
          // Passed but not the same bytes: recorded as it renders now, so the next run compares
          // bytes only.
          if (UPDATING) writeFileSync(`${SNAPSHOTS_DIR}/${identifier}.png`, image);
        }
      }
    }
  },
};

export default config;
