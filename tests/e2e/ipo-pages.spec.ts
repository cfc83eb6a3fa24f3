import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signInByApi,
  test,
} from './helpers';

/** The demo's "today": Aurora Grid Energy's subscription closes on 20 March 2026 at 20:00 UTC. */
const DEMO_NOW = new Date('2026-03-16T10:00:00Z');

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
      await page.clock.install({ time: DEMO_NOW });
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

test.describe('IPO pages', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: DEMO_NOW });
    await signInByApi(page);
  });

  test('/ipo opens the calendar; the status filter and the view stay', async ({ page }) => {
    await page.goto('/en/ipo');
    await expect(page).toHaveURL(/\/en\/ipo\/calendar$/);
    await page
      .getByRole('navigation', { name: 'Filter by status' })
      .getByRole('link', { name: 'Upcoming' })
      .click();
    await expect(page).toHaveURL(/status=upcoming/);
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByRole('button', { name: 'List view' }).click();
    await page.reload();
    await expect(page.getByRole('table', { name: 'IPOs' }).getByRole('row')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test('the calculator works out a known IPO and keeps it in the URL', async ({ page }) => {
    await page.goto('/en/ipo/calculator');
    await page
      .getByRole('combobox', { name: 'IPO' })
      .selectOption({ label: 'Aurora Grid Energy (AGRD)' });
    await page.getByRole('textbox', { name: /^Amount to invest/ }).fill('1000');
    await page.getByRole('textbox', { name: /^Expected listing price/ }).fill('30');
    const top = page.getByRole('region', { name: /^At the top of the range/ });
    await expect(top.getByText('30', { exact: true })).toBeVisible();
    await expect(top.getByText('$ 780')).toBeVisible();
    await expect(top.getByText('+$ 120 (+15.38%)')).toBeVisible();
    const bottom = page.getByRole('region', { name: /^At the bottom of the range/ });
    await expect(bottom.getByText('40', { exact: true })).toBeVisible();
    await expect(bottom.getByText('$ 960')).toBeVisible();
    await expect(page).toHaveURL(/ipo=46/);
    await expect(page).toHaveURL(/amount=1000/);
    await expect(page).toHaveURL(/listing=30/);
    await page.reload();
    await expect(
      page.getByRole('region', { name: /^At the top of the range/ }).getByText('$ 780'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the calculator in German reads comma decimals', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'locale', value: 'de', url: baseURL! }]);
    await page.goto('/de/ipo/calculator?ipo=47');
    await page.getByRole('textbox', { name: /^Anlagebetrag/ }).fill('500,50');
    await expect(page).toHaveURL(/amount=500\.5/);
  });

  test('the history pages through the orders with the page in the URL @mobile', async ({
    page,
  }) => {
    await page.goto('/en/ipo/history');
    const table = page.getByRole('table', { name: 'Your IPO orders' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });

  test('my IPOs show profit and loss in words and signs, with no axe violations @mobile', async ({
    page,
  }) => {
    await page.goto('/en/ipo/my-ipo');
    const cobalt = page.getByRole('row', { name: /Cobalt Cloud Systems/ });
    await expect(cobalt.getByText('Profit')).toBeVisible();
    await expect(cobalt.getByText('+$ 685 (+29.78%)')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a failed calendar shows a retry in place', async ({ page }) => {
    await page.goto('/en/ipo/calendar?mock=getIpoCalendar:network');
    await expect(
      page.getByRole('heading', { name: 'This list could not be loaded' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'IPO calendar' })).toBeVisible();
    await page.evaluate(() => sessionStorage.clear());
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
