import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, ready } from '../e2e/helpers';
import { signIn } from './faults.helpers';

/**
 * WCAG's reflow rule: at 320 CSS pixels (a small phone, or 1280 px zoomed to 400 %) no page scrolls
 * sideways. The pages where long words once pushed the layout wider than the screen, in the
 * languages that did it, loaded directly in the production build: the settings sections (their
 * section tabs set the column's width: `Tabs` now lets its bar scroll inside a narrower box), the
 * analytics allocation legend, the tickets' dates.
 */
const PAGES = [
  ['de', 'settings/profile'],
  ['de', 'settings/settings'],
  ['de', 'settings/verification'],
  ['ru', 'settings/profile'],
  ['fi', 'analytics'],
  ['pl', 'tickets'],
] as const;

test('no page scrolls sideways at 320 px in the languages with the longest words', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 320, height: 720 });
  for (const [locale, route] of PAGES) {
    await page.goto(`/${locale}/${route}`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page, `/${locale}/${route} scrolls sideways`);
  }
});
