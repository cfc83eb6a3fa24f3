import {
  CLIENT,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  mockCalls,
  signInByApi,
  test,
  textField,
} from './helpers';

test.describe('Profile', () => {
  test('the demo client: the profile as it is, a server 422 under its field, then saved with the body of the contract', async ({
    page,
  }) => {
    // The client's identity check was rejected: the names are editable.
    await signInByApi(page, CLIENT);
    await page.goto('/en/profile');

    await test.step('shows the demo client without phone, the country localised, the e-mail read-only', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
      await expect(textField(page, 'First name')).toHaveValue('Maria');
      await expect(textField(page, 'Phone')).toHaveValue('');
      await expect(page.getByRole('combobox', { name: 'Country of residence' })).toHaveValue('PL');
      const email = textField(page, 'E-mail (cannot be changed here)');
      await expect(email).toHaveValue(CLIENT.email);
      await expect(email).not.toBeEditable();
      await expectNoAxeViolations(page);
    });

    await test.step('shows the server 422 under the field and keeps what was typed', async () => {
      await mockCalls(page, 'updateProfile:422');
      await textField(page, 'First name').fill('Mariana');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      const invalid = page.locator('form [aria-invalid="true"]');
      await expect(invalid).toHaveCount(1);
      await expect(invalid).toHaveAccessibleDescription(/invalid/);
      await expect(textField(page, 'First name')).toHaveValue('Mariana');
      await mockCalls(page, 'off');
    });

    await test.step('saves the body of the contract; the sidebar shows the new name at once and after a reload', async () => {
      await textField(page, 'First name').fill('Mariana');
      await textField(page, 'Phone').fill('+48 600 000 111');
      await page
        .getByRole('combobox', { name: 'Country of residence' })
        .selectOption({ label: 'Austria' });
      const sent = page.waitForRequest(
        (r) => r.url().endsWith('/api/settings/profile') && r.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Save changes' }).click();
      // The toast first: it leaves after 3 s, the recorded request does not.
      await expect(page.getByText('Your profile has been saved.')).toBeVisible();
      expect((await sent).postDataJSON()).toEqual({
        first_name: 'Mariana',
        second_name: 'Novak',
        phone: '+48 600 000 111',
        country: 'AT',
      });
      const sidebar = page.getByRole('complementary', {
        name: 'Profile and balance',
      });
      await expect(sidebar).toContainText('Mariana');
      await page.reload();
      await expect(textField(page, 'First name')).toHaveValue('Mariana');
      await expect(page.getByRole('combobox', { name: 'Country of residence' })).toHaveValue('AT');
      await expect(sidebar).toContainText('Mariana');
    });
  });

  test('a verified client: the legal name read-only with the way to change it; the settings profile, in German', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInByApi(page);
    await page.goto('/en/profile');

    await test.step('a verified client reads the legal name, cannot change it, and learns how to', async () => {
      const first = textField(page, 'First name');
      const last = textField(page, 'Last name');
      await expect(first).toHaveValue('Alex');
      // Read-only, not disabled: still readable, focusable and announced with its label.
      for (const field of [first, last]) {
        await expect(field).toHaveAttribute('readonly', '');
        await expect(field).not.toBeEditable();
        await expect(field).toBeEnabled();
        await expect(field).toHaveAccessibleDescription(
          /^Your name is confirmed by your identity verification/,
        );
      }
      await first.focus();
      await expect(first).toBeFocused();
      await page.keyboard.type('Zed');
      await expect(first).toHaveValue('Alex');
      // Phone and country stay the client's to change; the names go to the server as they are.
      await textField(page, 'Phone').fill('+420 777 000 111');
      const sent = page.waitForRequest(
        (r) => r.url().endsWith('/api/settings/profile') && r.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Your profile has been saved.')).toBeVisible();
      expect((await sent).postDataJSON()).toEqual({
        first_name: 'Alex',
        second_name: 'Morgan',
        phone: '+420 777 000 111',
        country: 'CZ',
      });
      await expectNoAxeViolations(page);
      // The way to change it: support.
      await page.getByRole('link', { name: 'contact support' }).click();
      await expect(page).toHaveURL(/\/en\/tickets$/);
    });

    await test.step('the settings profile has the same form in the settings layout, in German', async () => {
      // The stored locale decides the prefix: choose German as the language switch would have.
      await context.addCookies([{ name: 'locale', value: 'de', url: baseURL }]);
      await page.goto('/de/settings/profile');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Profileinstellungen' }),
      ).toBeVisible();
      const nav = page.getByRole('navigation', {
        name: 'Bereiche der Einstellungen',
      });
      await expect(nav.getByRole('link', { name: 'Profil' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('combobox', { name: 'Wohnsitzland' })).toHaveValue('CZ');
      await expect(page.getByRole('option', { name: 'Tschechien' })).toHaveCount(1);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    });
  });
});
