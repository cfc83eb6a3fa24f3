import { expect, signInByApi, test } from './helpers';

/**
 * Privacy mode ("Hide balances and amounts") blurs every figure of the client's own: balances and
 * amounts, the figures inside transaction comments ("IPO subscription of 40 shares at 16"), the
 * quantities and prices of their holdings and trades, the charts. What stays readable says nothing
 * about their money: dates, the footer, page numbers, percentages (a change, a share of a whole),
 * leverage, account numbers.
 */
const PAGES = [
  'home',
  'transactions',
  'wallet/wallets',
  'wallet/1',
  'trading-account/accounts',
  'investor',
  'analytics',
  'ipo/history',
  'ipo/my-ipo',
] as const;

/** Readable figures that are not the client's money (see above). */
const NOT_MONEY = [/^[+\u2212-]?\d+(?:[.,]\d+)?\s?%$/, /^1:\d+$/, /^Account \d+$/];
/**
 * Dates and periods inside a sentence ("over the last 30 days (Oct 29 – Nov 27, 2026)", or within
 * one month: "(Nov 1 – 30, 2026)").
 */
const DATES =
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}(?: – \d{1,2}\b(?!:))?(?:, \d{4})?(?:, \d{1,2}:\d{2}\s?[AP]M)?|\b\d+ days\b|\b1 year\b/g;

/** An exchange rate a conversion names ("at 1.09 USD per EUR"): the broker's, not the client's money. */
const RATES = /\b\d+(?:[.,]\d+)? [A-Z]{3} per [A-Z]{3}\b/g;

test('privacy mode blurs every figure of the client’s own, on every page that shows them', async ({
  page,
}) => {
  await signInByApi(page);
  await page.addInitScript(() => localStorage.setItem('privacyMode', 'true'));
  for (const path of PAGES) {
    await page.goto(`/en/${path}`);
    await expect(page.locator('main [aria-busy="true"]:not(:has(iframe))')).toHaveCount(0);
    await expect(page.locator('main [data-sensitive]').first()).toBeVisible();
    const { readable, sharp } = await page.evaluate(() => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (!parent || !/\d/.test(text)) continue;
        if (parent.closest('script, style, iframe, [data-dev-only], .visually-hidden')) continue;
        // Dates, the footer's licence line, page numbers: not money.
        if (parent.closest('[data-sensitive], time, footer, nav')) continue;
        const box = parent.getBoundingClientRect();
        // A charting library's measuring node sits far off the page.
        if (box.width === 0 || box.bottom < 0 || box.right < 0) continue;
        texts.push(text);
      }
      const blurred = [...document.querySelectorAll('main [data-sensitive]')].filter(
        (element) => !getComputedStyle(element).filter.includes('blur'),
      );
      return { readable: texts, sharp: blurred.length };
    });
    const leaks = readable.filter(
      (text) =>
        /\d/.test(text.replace(DATES, '').replace(RATES, '')) &&
        !NOT_MONEY.some((rule) => rule.test(text)),
    );
    expect(leaks, `readable figures on /en/${path}`).toEqual([]);
    expect(sharp, `unblurred sensitive figures on /en/${path}`).toBe(0);
  }
});
