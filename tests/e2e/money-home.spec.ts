import { DEMO, expect, expectNoHorizontalOverflow, signIn, test } from './helpers';

// With motion, unlike the other desktop specs (playwright.config.ts): the sign-in's page
// transition, the greeting, the dialog and toasts coming in, as most clients see them.
test.use({ reducedMotion: 'no-preference' });

test.describe('Home', () => {
  test('greets once after sign-in, shows the money and a quiet tape in place of market data; "Open a trading account" opens its dialog', async ({
    page,
    context,
  }) => {
    await test.step('greets after sign-in and shows the money', async () => {
      await page.goto('/en/login');
      await signIn(page, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(/\/en\/home$/);
      await expect(
        page.getByText('Hello, Alex Morgan! Welcome to Northstar Markets.'),
      ).toBeVisible();
      await expect(page.getByText('Onward to new financial heights!')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Main wallet' })).toBeVisible();
      await expect(page.getByText('€ 2,500.00')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Account 5100301' })).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Last transactions' }).getByRole('listitem'),
      ).toHaveCount(5);
    });

    await test.step('the banner fades out and a 365-day cookie keeps it away after a reload', async () => {
      // The banner fades out after five seconds.
      await expect(page.getByText('Onward to new financial heights!')).toBeHidden();
      const flag = (await context.cookies()).find((c) => c.name === 'welcomeMessageShown');
      expect(flag?.value).toBe('true');
      await page.reload();
      await expect(page.getByRole('link', { name: 'Main wallet' })).toBeVisible();
      await expect(page.getByText('Onward to new financial heights!')).toBeHidden();
      await expect(page.getByRole('region', { name: 'Market ticker' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Axe on the home page as loaded: tests/e2e/a11y-crawl.spec.ts.
      await expectNoHorizontalOverflow(page);
    });

    await test.step('"Open a trading account" opens the create dialog', async () => {
      await page.getByRole('button', { name: 'Open a trading account' }).click();
      await expect(page.getByRole('dialog', { name: 'Open a trading account' })).toBeVisible();
    });
  });
});
