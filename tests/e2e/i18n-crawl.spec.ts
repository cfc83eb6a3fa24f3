import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CLIENT, DEMO, expect, expectNoHorizontalOverflow, ready, signInByApi, test } from './helpers';

/**
 * Languages without leaks: every page in German and Finnish, signed out and signed in, at 375 px.
 * A text on screen that equals an English message whose translation in that language differs is a
 * leak (a hard-coded string or a missing catalogue entry). Messages the translators kept the same
 * (brand names, "OK", "Status"...) are not, since their translation equals the English text.
 */
type Catalogue = Record<string, string>;
const read = (locale: string): Catalogue =>
  JSON.parse(readFileSync(`lang/${locale}.json`, 'utf8')) as Catalogue;
const en = read('en');

/** English texts that must not appear in `locale`: static messages translated differently. */
function leaksFor(locale: string): string[] {
  const catalogue = read(locale);
  return Object.entries(en)
    .filter(([id, text]) => !/[{}<]/.test(text) && text.trim().length > 1 && catalogue[id] !== text)
    .map(([, text]) => text.trim())
    .filter((text) => !Object.values(catalogue).includes(text));
}

const SIGNED_OUT = ['login', 'register', 'password/reset', 'email/resend', 'no-such-page'];
const SIGNED_IN = [
  'home',
  'profile',
  'deposit',
  'withdraw',
  'transactions',
  'security',
  'wallet/wallets',
  'wallet/1',
  'trading-account/accounts',
  'investor',
  'tickets',
  'analytics',
  'ipo/calendar',
  'ipo/calculator',
  'ipo/history',
  'ipo/my-ipo',
  'settings/profile',
  'settings/settings',
  'settings/verification',
  'unauthorized',
];

/** Visible text nodes and the accessible names that come from attributes. */
async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [data-dev-only], iframe')) continue;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (element.closest('[data-dev-only]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

for (const locale of ['de', 'fi'] as const) {
  test.describe(`${locale}: no English leaks, no sideways scrolling at 375 px @mobile`, () => {
    test.use({ viewport: { width: 375, height: 812 } });
    const leaks = new Set(leaksFor(locale));

    /** The stored locale wins over the URL's prefix (spec §2): store the one under test. */
    const storeLocale = async (page: Page) => {
      const { hostname } = new URL(page.url().startsWith('http') ? page.url() : 'http://127.0.0.1/');
      await page.context().addCookies([{ name: 'locale', value: locale, domain: hostname, path: '/' }]);
    };

    const check = async (page: Page, path: string) => {
      await page.goto(`/${locale}/${path}`);
      await ready(page);
      await expect(page).toHaveURL(new RegExp(`/${locale}/`));
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const found = (await screenTexts(page)).filter((text) => leaks.has(text));
      expect(found, `${locale}/${path}`).toEqual([]);
      await expectNoHorizontalOverflow(page);
    };

    test('signed out', async ({ page }) => {
      await page.goto(`/${locale}/login`);
      await storeLocale(page);
      for (const path of SIGNED_OUT) await check(page, path);
    });

    test('signed in as an investor', async ({ page }) => {
      test.setTimeout(240_000);
      await signInByApi(page, DEMO);
      await storeLocale(page);
      for (const path of SIGNED_IN) await check(page, path);
    });

    test('signed in as a client (rejected identity check)', async ({ page }) => {
      await signInByApi(page, CLIENT);
      await storeLocale(page);
      for (const path of ['home', 'settings/verification', 'unauthorized']) await check(page, path);
    });
  });
}
