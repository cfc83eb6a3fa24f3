import type { Page, Request } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signInByApi,
  test,
} from './helpers';

/*
 * The trading account a client runs (calls 55–57, beyond the specification) on the production
 * build and the demo backend: account 5100301 holds three open positions at 1:100 (margin level
 * about 270 %); 1:200 is taken, 1:30 refused (the level would fall under 100 %).
 */

const positions = (page: Page) => page.getByRole('region', { name: 'Margin and open positions' });

/** Every request to `path` the page sends from now on. */
function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

async function openAccount(page: Page, id = 301) {
  await signInByApi(page);
  await page.goto(`/en/trading-account/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Account 5100${id}` })).toBeVisible();
}

test.describe('An account the client runs', () => {
  test('its margin and open positions; the leverage changed by keyboard and by mouse, everywhere, a lower one refused; the platform password checked before sending', async ({
    page,
  }) => {
    const asked = requestsTo(page, '/api/trading-account/positions');
    const leverages = requestsTo(page, '/api/trading-account/leverage');
    const passwords = requestsTo(page, '/api/trading-account/password');
    await openAccount(page);
    const leverageDialog = page.getByRole('dialog', {
      name: 'Change the leverage of account 5100301',
    });
    const field = leverageDialog.getByRole('combobox', { name: 'New leverage' });

    await test.step('shows its margin figures and three open positions with signed profits in dollars', async () => {
      const region = positions(page);
      await expect(region.getByText('Margin level')).toBeVisible();
      await expect(region.getByText('Free margin')).toBeVisible();
      const table = region.getByRole('table', { name: 'Open positions' });
      await expect(table.getByRole('row')).toHaveCount(4);
      for (const symbol of ['EURUSD', 'XAUUSD', 'US500'])
        await expect(table.getByRole('cell', { name: symbol })).toBeVisible();
      const profits = await table.locator('[data-tone]').allTextContents();
      expect(profits.filter((p) => /^[+\u2212]\$ [\d,]+\.\d{2}$/.test(p)).length).toBe(3);
      await expect(region.getByText(/^Updated /)).toBeVisible();
      expect(asked[0]!.postDataJSON()).toEqual({ account_id: 301 });
      await expectNoAxeViolations(page);

      const desktop = page.viewportSize()!;
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(table.getByRole('row')).toHaveCount(4);
      await expectNoHorizontalOverflow(page);
      await page.setViewportSize(desktop);
    });

    await test.step('the keyboard alone changes the leverage', async () => {
      await page.getByRole('button', { name: 'Change leverage' }).focus();
      await page.keyboard.press('Enter');
      await expect(leverageDialog).toBeVisible();
      await field.focus();
      await field.selectOption('1:50');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(leverageDialog.getByRole('button', { name: 'Continue' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(
        leverageDialog.getByRole('button', { name: 'Confirm new leverage' }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(leverageDialog).toContainText('now trades at a leverage of 1:50.');
      await page.keyboard.press('Escape');
      await expect(leverageDialog).toBeHidden();
      expect(leverages.map((r) => r.postDataJSON())).toEqual([
        { account_id: 301, leverage: '1:50' },
      ]);
    });

    await test.step('refuses a weak platform password before sending; sends a good one once, with its kind', async () => {
      await page.getByRole('button', { name: 'Platform passwords' }).click();
      const dialog = page.getByRole('dialog', { name: 'Platform password of account 5100301' });
      await dialog.getByRole('radio', { name: /^Investor password/ }).check();
      const password = dialog.getByLabel(/^New password/);
      const again = dialog.getByLabel(/^Repeat the new password/);
      await password.fill('weakpass');
      await again.fill('weakpass');
      await dialog.getByRole('button', { name: 'Set password' }).click();
      await expect(password).toHaveAccessibleDescription(/upper-case letter and a digit/);
      await expect(password).toBeFocused();
      expect(passwords).toHaveLength(0);

      await password.fill('Adviser77');
      await again.fill('Adviser77');
      await dialog.getByRole('button', { name: 'Set password' }).dblclick();
      await expect(dialog).toContainText('The investor password of account 5100301 is changed.');
      expect(passwords.map((r) => r.postDataJSON())).toEqual([
        {
          account_id: 301,
          kind: 'investor',
          password: 'Adviser77',
          password_confirmation: 'Adviser77',
        },
      ]);
      expect(page.url()).not.toContain('Adviser77');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('changes the leverage after a confirmation, everywhere', async () => {
      await page.getByRole('button', { name: 'Change leverage' }).click();
      await field.selectOption('1:200');
      await leverageDialog.getByRole('button', { name: 'Continue' }).click();
      await expect(leverageDialog).toContainText('from 1:50 to 1:200?');
      expect(leverages).toHaveLength(1);
      await leverageDialog.getByRole('button', { name: 'Confirm new leverage' }).click();
      await expect(leverageDialog).toContainText(
        'Account 5100301 now trades at a leverage of 1:200.',
      );
      expect(leverages.map((r) => r.postDataJSON())[1]).toEqual({
        account_id: 301,
        leverage: '1:200',
      });
      await leverageDialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(page.getByRole('region', { name: 'Account details' })).toContainText('1:200');
    });

    await test.step('the list’s card offers the change too, and a lower one is refused with the reason under the field', async () => {
      await page.getByRole('link', { name: 'All trading accounts' }).click();
      const card = page
        .locator('[data-view]')
        .filter({ has: page.getByRole('heading', { name: 'Account 5100301' }) });
      await expect(card).toContainText('1:200');
      await card.getByRole('button', { name: 'Change leverage' }).click();
      await field.selectOption('1:30');
      await leverageDialog.getByRole('button', { name: 'Continue' }).click();
      await leverageDialog.getByRole('button', { name: 'Confirm new leverage' }).click();
      await expect(field).toHaveAccessibleDescription(/margin level at \d+ %, under 100 %/);
      await expect(field).toHaveValue('1:30');
      await expect(field).toBeFocused();
      expect(leverages.map((r) => r.postDataJSON())[2]).toEqual({
        account_id: 301,
        leverage: '1:30',
      });
      await expectNoAxeViolations(page);
    });
  });
});

// A backend without calls 55–57 (?mock=beyond:off): tests/e2e/money-transfers.spec.ts, "Calls
// beyond the specification not offered".
