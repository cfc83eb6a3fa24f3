import type { Page } from '@playwright/test';
import { expect, signInByApi, test } from './helpers';

/**
 * WCAG 2.4.11 (Focus Not Obscured): the element keyboard focus lands on is never hidden under
 * something that stays on screen while the page scrolls (a fixed or sticky bar, the toasts, the
 * welcome panel). Tabbing through a long page, each focused element is in the window and the
 * topmost thing at some point of its box. A visually hidden control (a custom checkbox's input)
 * counts by the box that shows its state and focus ring: its label.
 */
async function focusShown(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const own = focused.getBoundingClientRect();
    const shown = own.width > 1 && own.height > 1 ? focused : (focused.closest('label') ?? focused);
    const box = shown.getBoundingClientRect();
    const name =
      `<${focused.localName}> ` +
      (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    if (right - left < 1 || bottom - top < 1)
      return { name, shown: false, over: 'out of the window' };
    const points = [
      [(left + right) / 2, (top + bottom) / 2],
      [left + 1, top + 1],
      [right - 1, top + 1],
      [left + 1, bottom - 1],
      [right - 1, bottom - 1],
    ] as const;
    const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
    const visible = hits.some((hit) => hit !== null && (shown === hit || shown.contains(hit)));
    const over = hits.find((hit) => hit && !shown.contains(hit))?.outerHTML.slice(0, 80) ?? '';
    return { name, shown: visible, over };
  });
}

for (const [width, height] of [
  [1440, 900],
  [375, 812],
] as const) {
  test.describe(`at ${width} px`, () => {
    // Decided before the test's browser context is made.
    test.skip(({ isMobile }) => isMobile !== width < 1440, 'Walked in the project of its width.');

    test(`Tab never leaves the focused element under a bar or panel that stays on screen (2.4.11) @mobile`, async ({
      page,
    }) => {
      await signInByApi(page);
      await page.setViewportSize({ width, height });
      // A long page: filters, a table (cards on a phone), pagination, then the footer.
      await page.goto('/en/transactions');
      await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      const footerLinks = page.locator('footer a');
      const lastLink = footerLinks.last();
      const hidden: string[] = [];
      let stops = 0;
      // Until the footer's last link (the end of the page), at most 150 stops.
      for (; stops < 150; stops += 1) {
        await page.keyboard.press('Tab');
        const seen = await focusShown(page);
        if (seen && !seen.shown) hidden.push(`${seen.name} (under ${seen.over})`);
        if (await lastLink.evaluate((link) => link === document.activeElement)) break;
      }
      expect(stops, 'Tab reached the end of the page').toBeLessThan(150);
      expect(stops).toBeGreaterThan(15);
      expect(hidden).toEqual([]);
    });
  });
}
