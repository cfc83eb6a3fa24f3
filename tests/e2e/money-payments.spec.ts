import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  ready,
  signInByApi,
  test,
  textField,
} from './helpers';

const amountField = (page: import('@playwright/test').Page, label = 'Amount') =>
  textField(page, label);

test.describe('Deposit', () => {
  test('sends the contract body once and shows the created transaction with its status @mobile', async ({
    page,
  }) => {
    await signInByApi(page);
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/deposit/create')
        bodies.push(request.postDataJSON());
    });
    await page.goto('/en/deposit?wallet=1');
    await ready(page);
    await expect(page.getByRole('combobox', { name: /^Wallet/ })).toHaveValue('1');
    await page.getByRole('combobox', { name: /^Payment method/ }).selectOption({ label: 'Skrill' });
    await amountField(page).fill('150.5');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeFocused();
    await page.getByRole('button', { name: 'Confirm deposit' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Deposit requested' })).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    expect(bodies).toEqual([{ wallet_id: 1, method_id: 4, amount: 150.5 }]);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });

  test('refuses an amount outside the limits before sending', async ({ page }) => {
    await signInByApi(page);
    let sent = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/deposit/create') sent += 1;
    });
    await page.goto('/en/deposit');
    await ready(page);
    await amountField(page).fill('20000');
    // Enter submits from the field, as a keyboard user does.
    await amountField(page).press('Enter');
    await expect(amountField(page)).toHaveAccessibleDescription(
      /Enter an amount from \$ 50 to \$ 10,000\./,
    );
    await expect(amountField(page)).toBeFocused();
    expect(sent).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('reads "1 234,56" in German', async ({ page }) => {
    await signInByApi(page);
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/deposit/create')
        bodies.push(request.postDataJSON());
    });
    await page.goto('/en/deposit');
    await ready(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page).toHaveURL(/\/de\/deposit$/);
    await amountField(page, 'Betrag').fill('1 234,56');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: 'Einzahlung bestätigen' }).click();
    await expect(page.getByRole('heading', { name: 'Einzahlung beantragt' })).toBeVisible();
    expect(bodies).toEqual([{ wallet_id: 1, method_id: 1, amount: 1234.56 }]);
  });
});

test.describe('Withdraw', () => {
  test('shows the server 422 under the fields and keeps what was typed @mobile', async ({
    page,
  }) => {
    await signInByApi(page);
    await page.goto('/en/withdraw?mock=createWithdrawal:422');
    await ready(page);
    await amountField(page).fill('100');
    await textField(page, 'Card number').fill('4111 1111 1111 1111');
    await textField(page, 'Name on card').fill('Dana Demo');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(amountField(page)).toHaveValue('100');
    await expect(textField(page, 'Card number')).toHaveValue('4111 1111 1111 1111');
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });

  test('sends the contract body with the chosen method details', async ({
    page,
  }) => {
    await signInByApi(page);
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/withdraw/create')
        bodies.push(request.postDataJSON());
    });
    await page.goto('/en/withdraw');
    await ready(page);
    await page.getByRole('combobox', { name: /^Payment method/ }).selectOption({ label: 'Skrill' });
    await amountField(page).fill('100');
    await textField(page, 'Skrill e-mail').fill('dana@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    expect(bodies).toEqual([
      { wallet_id: 1, method_id: 14, amount: 100, details: { account_email: 'dana@example.com' } },
    ]);
  });

  test('required details are enforced before sending', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/en/withdraw');
    await ready(page);
    await amountField(page).fill('100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(textField(page, 'Card number')).toHaveAccessibleDescription(
      'Fill in Card number.',
    );
    await expect(textField(page, 'Card number')).toBeFocused();
  });
});
