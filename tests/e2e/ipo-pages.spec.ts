import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  mockCalls,
  seedAround,
  signInByApi,
  test,
} from './helpers';

/*
 * The IPO pages on the demo build, whatever day they run: the demo seeds its calendar around the
 * hour it is opened (Aurora Grid Energy and Helix open, Skyline closed, Quantum and Verdant
 * upcoming, the others listed). The countdown test fixes the clock (exact local times are what it
 * is about); the status test moves it (the cards agree with themselves on any day).
 */

const DAY = 86_400_000;

/**
 * Every card of the calendar agrees with itself: Buy exactly where the status is Open, "closed"
 * never beside Buy, and no countdown on a closed or listed IPO.
 */
async function expectCoherentCards(page: Page) {
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(9);
  let open = 0;
  for (const card of await cards.all()) {
    const buy = card.getByRole('button', { name: /^Buy / });
    const status = (await card.locator('[data-status]').getAttribute('data-status')) ?? '';
    if (status === 'open') {
      open += 1;
      await expect(buy).toBeVisible();
      await expect(card).not.toContainText(/closed/i);
    } else {
      await expect(buy).toHaveCount(0);
      await expect(card.getByText('Closes in', { exact: true })).toHaveCount(0);
    }
    if (status === 'closed' || status === 'listed') {
      await expect(card.getByText(/^(Opens in|Opens shortly)$/)).toHaveCount(0);
    }
  }
  return open;
}

const row = (scope: Page | Locator, company: string) =>
  scope.getByRole('row', { name: new RegExp(company) });

const zones = [
  { timezoneId: 'Europe/Helsinki', exact: 'Mar 20, 2026, 10:00 PM GMT+2' },
  { timezoneId: 'America/New_York', exact: 'Mar 20, 2026, 4:00 PM EDT' },
];

for (const { timezoneId, exact } of zones) {
  test.describe(`IPO countdown in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('counts down to the close and shows the local closing time on hover and focus', async ({
      page,
    }) => {
      // A fixed day, so the exact local closing time is known: the demo seeds around it, and
      // Aurora Grid Energy closes four days later at 20:00 UTC.
      const today = new Date('2026-03-16T10:00:00Z');
      await page.clock.install({ time: today });
      await seedAround(page, today);
      await signInByApi(page);
      await page.goto('/en/ipo/calendar?status=open');
      const tile = page.getByRole('article', { name: 'Aurora Grid Energy' });
      const left = tile.getByText('4 d 10 h');
      await expect(left).toBeVisible();
      const tip = tile.getByRole('tooltip');
      await expect(tip).toBeHidden();
      await left.hover();
      await expect(tip).toHaveText(exact);
      await page.mouse.move(0, 0);
      await expect(tip).toBeHidden();
      await left.focus();
      await expect(tip).toBeVisible();
      await expect(tip).toHaveText(exact);
    });
  });
}

test.describe('IPO calendar status', () => {
  test('a card never offers Buy and says closed at once, whatever day it is opened, and the status decides when the browser clock runs behind', async ({
    page,
  }) => {
    const now = Date.now();
    await page.clock.install({ time: new Date(now) });
    await signInByApi(page);
    const calendarAround = async (shift: number) => {
      const today = new Date(now + shift);
      await page.clock.setSystemTime(today);
      await seedAround(page, today);
      await page.goto('/en/ipo/calendar');
      await expect(page.getByRole('article', { name: 'Aurora Grid Energy' })).toBeVisible();
      expect(await expectCoherentCards(page)).toBe(2);
    };

    await test.step('opened today', () => calendarAround(0));

    await test.step('the status decides when the browser clock runs behind the backend', async () => {
      // Ten days behind: before Aurora's start and inside Skyline's window by this clock, while the
      // demo backend (its clock never runs backwards) still says open and closed.
      await page.clock.setSystemTime(new Date(now - 10 * DAY));
      await page.reload();
      const aurora = page.getByRole('article', { name: 'Aurora Grid Energy' });
      await expect(aurora.getByRole('button', { name: 'Buy Aurora Grid Energy' })).toBeVisible();
      await expect(aurora.getByText('Closes in', { exact: true })).toBeVisible();
      await expect(aurora).not.toContainText(/Opens in|closed/i);
      const skyline = page.getByRole('article', { name: 'Skyline Mobility AG' });
      await expect(skyline.getByText('Closed', { exact: true })).toBeVisible();
      await expect(skyline.getByText(/^(Closes in|Opens in)$/)).toHaveCount(0);
      expect(await expectCoherentCards(page)).toBe(2);
    });

    await test.step('opened in two months', () => calendarAround(60 * DAY));
    await test.step('opened a year ago', () => calendarAround(-365 * DAY));
  });
});

test.describe('IPO calendar', () => {
  test('a failed calendar shows a retry in place; /ipo opens it; the status filter and the view stay; the list view follows the same status', async ({
    page,
  }) => {
    await signInByApi(page);

    await test.step('a failed calendar shows a retry in place', async () => {
      await mockCalls(page, 'getIpoCalendar:network');
      await page.goto('/en/ipo');
      await expect(page).toHaveURL(/\/en\/ipo\/calendar$/);
      const failed = page.getByRole('group', { name: 'This list could not be loaded' });
      await expect(
        failed.getByRole('heading', { name: 'This list could not be loaded' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'IPO calendar' })).toBeVisible();
      await mockCalls(page, 'off');
      // The list's own retry: the other calls answered, so no offline banner.
      await expect(page.getByText(/offline|cannot be reached/i)).toHaveCount(0);
      await failed.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('article').first()).toBeVisible();
    });

    const filter = page.getByRole('navigation', { name: 'Filter by status' });
    await test.step('the status filter and the view stay in a reload', async () => {
      await filter.getByRole('link', { name: 'Upcoming' }).click();
      await expect(page).toHaveURL(/status=upcoming/);
      await expect(page.getByRole('article')).toHaveCount(2);
      await expect(page.getByText('Opens in', { exact: true })).toHaveCount(2);
      await page.getByRole('button', { name: 'List view' }).click();
      await page.reload();
      await expect(page.getByRole('table', { name: 'IPOs' }).getByRole('row')).toHaveCount(3);
      await expectNoAxeViolations(page);
    });

    await test.step('the list view follows the same status', async () => {
      await filter.getByRole('link', { name: 'All', exact: true }).click();
      const table = page.getByRole('table', { name: 'IPOs' });
      await expect(
        row(table, 'Aurora Grid Energy').getByRole('button', { name: 'Buy Aurora Grid Energy' }),
      ).toBeVisible();
      const skyline = row(table, 'Skyline Mobility AG');
      await expect(skyline.getByText('Closed', { exact: true })).toBeVisible();
      await expect(skyline.getByRole('button')).toHaveCount(0);
      await expect(table.getByRole('button', { name: /^Buy / })).toHaveCount(2);
    });
  });
});

test.describe('IPO pages', () => {
  test('my IPOs, the history and the calculator', async ({ page, baseURL }) => {
    await signInByApi(page);
    await page.goto('/en/ipo/my-ipo');

    await test.step('my IPOs show profit and loss in words and signs', async () => {
      const cobalt = row(page, 'Cobalt Cloud Systems');
      await expect(cobalt.getByText('Profit')).toBeVisible();
      await expect(cobalt.getByText('+$ 685.00 (+29.78%)')).toBeVisible();
      await expect(row(page, 'Bluefin Payments plc').getByText('Loss')).toBeVisible();
      await expect(row(page, 'Bluefin Payments plc')).toContainText(
        '\u2212$ 590.00 (\u221214.05%)',
      );
      // Axe on my IPOs as loaded: tests/e2e/a11y-crawl.spec.ts.
    });

    await test.step('a pending subscription and allocated shares have no Sell; listed ones do', async () => {
      const aurora = row(page, 'Aurora Grid Energy');
      await expect(aurora.getByText('Awaiting allocation')).toBeVisible();
      await expect(aurora.getByRole('button', { name: 'Buy Aurora Grid Energy' })).toBeVisible();
      await expect(aurora.getByRole('button', { name: /^Sell/ })).toHaveCount(0);
      await expect(aurora).not.toContainText(/Profit|Loss|Break-even/);
      const skyline = row(page, 'Skyline Mobility AG');
      await expect(skyline.getByText('Allocated, not listed yet')).toBeVisible();
      await expect(skyline.getByRole('button', { name: /^Sell/ })).toHaveCount(0);
      await expect(skyline).not.toContainText(/Break-even/);
      await expect(
        row(page, 'Cobalt Cloud Systems').getByRole('button', {
          name: 'Sell Cobalt Cloud Systems',
        }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /^Sell / })).toHaveCount(3);
    });

    await test.step('the history pages through the orders with the page in the URL', async () => {
      await page
        .getByRole('navigation', { name: 'IPO sections' })
        .getByRole('link', { name: 'History' })
        .click();
      const table = page.getByRole('table', { name: 'Your IPO orders' });
      await expect(table.getByRole('row')).toHaveCount(11);
      await page.getByRole('button', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/en\/ipo\/history\?(?:.*&)?page=2/);
      await expect(table.getByRole('row')).toHaveCount(2);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    });

    await test.step('the calculator works out a known IPO and keeps it in the URL', async () => {
      await page.goto('/en/ipo/calculator');
      await page
        .getByRole('combobox', { name: 'IPO' })
        .selectOption({ label: 'Aurora Grid Energy (AGRD)' });
      await page.getByRole('textbox', { name: /^Amount to invest/ }).fill('1000');
      await page.getByRole('textbox', { name: /^Expected listing price/ }).fill('30');
      const top = page.getByRole('region', { name: /^At the top of the range/ });
      await expect(top.getByText('30', { exact: true })).toBeVisible();
      await expect(top.getByText('$ 780.00')).toBeVisible();
      await expect(top.getByText('+$ 120.00 (+15.38%)')).toBeVisible();
      const bottom = page.getByRole('region', { name: /^At the bottom of the range/ });
      await expect(bottom.getByText('40', { exact: true })).toBeVisible();
      await expect(bottom.getByText('$ 960.00')).toBeVisible();
      await expect(page).toHaveURL(/ipo=46/);
      await expect(page).toHaveURL(/amount=1000/);
      await expect(page).toHaveURL(/listing=30/);
      await page.reload();
      await expect(
        page.getByRole('region', { name: /^At the top of the range/ }).getByText('$ 780.00'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step('the calculator in German reads comma decimals', async () => {
      await page.context().addCookies([{ name: 'locale', value: 'de', url: baseURL! }]);
      await page.goto('/de/ipo/calculator?ipo=47');
      await page.getByRole('textbox', { name: /^Anlagebetrag/ }).fill('500,50');
      await expect(page).toHaveURL(/amount=500\.5/);
    });
  });
});

test.describe('IPO tabs on a phone @mobile', () => {
  test('the tab row scrolls: the selected tab is in full view, an arrow shows where more are', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'About the phone width (mobile project).');
    await signInByApi(page);
    await page.goto('/de/ipo/history');
    const nav = page.getByRole('navigation', { name: 'IPO-Bereiche' });
    const selected = nav.locator('[aria-current="page"]');
    await expect(selected).toHaveText('Verlauf');
    const inView = async () => {
      const [bar, tab] = await Promise.all([
        nav.locator('ul').boundingBox(),
        selected.boundingBox(),
      ]);
      return !!bar && !!tab && tab.x >= bar.x && tab.x + tab.width <= bar.x + bar.width + 0.5;
    };
    await expect.poll(inView).toBe(true);
    // More tabs before the selected one: the arrow at the start, none at the end.
    const start = nav.locator('[data-edge="start"]');
    await expect(start).toBeVisible();
    await expect(nav.locator('[data-edge="end"]')).toHaveCount(0);
    await start.click();
    await expect(nav.getByRole('link', { name: 'Kalender' })).toBeInViewport({ ratio: 1 });
    await expect(nav.locator('[data-edge="end"]')).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
