import type { Page } from '@playwright/test';
import { pageTitles as titles, type PageTitleKey } from '../../src/page/titles';
import { escapeRegExp } from '../../src/lib/regexp';
import { expect, ready } from './helpers';
import type { Catalogue } from './i18n-leaks';

/**
 * Walking routes inside one page, as the router moves (tests/e2e/i18n-crawl.spec.ts,
 * tests/e2e/a11y-crawl.spec.ts): a full page load per route would cost minutes per crawl.
 */

/**
 * Moves the app to `url` without a page load, as a back or forward step does: the data router
 * follows `popstate` (guards, lazy route, data) like any navigation of its own.
 */
export async function navigate(page: Page, url: string) {
  await page.evaluate((target) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `crawl-${idx}`, idx }, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
}

/**
 * Still loading: our own loading states. A third-party embed (the market ticker's frame) is not
 * waited for: it may take its full time-out to give up without a network.
 */
const BUSY = '[aria-busy="true"]:not(:has(iframe))';

/** In the page: the route titled `prefix…` has rendered in `locale` and has its data. */
const arrived = ({ prefix, locale, busy }: { prefix: string; locale: string; busy: string }) =>
  document.title.startsWith(prefix) &&
  window.location.pathname.startsWith(`/${locale}/`) &&
  document.querySelector('main') !== null &&
  document.querySelector(busy) === null;

/** Waits until the page titled `title` (in `locale`, from its catalogue) has rendered its data. */
export async function arrivedAt(
  page: Page,
  {
    label,
    title,
    locale,
    catalogue,
  }: { label: string; title: PageTitleKey; locale: string; catalogue: Catalogue },
) {
  const name = catalogue[titles[title].id] ?? titles[title].defaultMessage;
  // Polled on every frame: the assertions below retry at growing intervals, which adds up to
  // seconds per language; they still run, to explain a page that never arrives.
  await page
    .waitForFunction(
      arrived,
      { prefix: `${name} · `, locale, busy: BUSY },
      { polling: 'raf', timeout: 20_000 },
    )
    .catch(() => undefined);
  await expect(page, label).toHaveTitle(new RegExp(`^${escapeRegExp(name)} · `));
  await expect(page).toHaveURL(new RegExp(`/${locale}/`));
  await ready(page);
  await expect(page.locator(BUSY)).toHaveCount(0);
}
