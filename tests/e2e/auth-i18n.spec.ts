import {
  clearBrowserCookies,
  DEMO,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  textField,
  login,
  SIGN_IN_TEXTS,
  test,
} from './helpers';

const LOCALES = [
  {
    lang: 'de',
    title: 'Anmelden',
    register: 'Konto erstellen',
    credentials: 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
  },
  {
    lang: 'fi',
    title: 'Kirjaudu sisään',
    register: 'Luo tili',
    credentials: 'Nämä tunnukset eivät vastaa tietojamme.',
  },
] as const;

/**
 * The signed-out pages, and the heading that says the verification's answer has arrived (the
 * others are HTML from the server: their heading is there with the page).
 */
const AUTH_PAGES: readonly (readonly [string, string?])[] = [
  ['/en/login'],
  ['/en/register'],
  ['/en/password/reset'],
  ['/en/password/reset/t?email=a%40b.c'],
  ['/en/email/resend'],
  ['/en/email/verify/1', 'We could not verify your e-mail'],
];

test.describe('Auth pages at 1440 px', () => {
  test.skip(({ isMobile }) => isMobile, 'At 1440 px: the phone widths have their own tests.');

  test('have no axe violations and no sideways scrolling', async ({ page }) => {
    for (const [path, heading] of AUTH_PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoHorizontalOverflow(page);
      });
    }
  });
});

test.describe('Auth pages at phone width @mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'at phone width: the mobile project runs it');

  test('in German and Finnish: registration errors and signing in, without overflow or axe violations', async ({
    page,
    context,
  }) => {
    for (const { lang, title, register, credentials } of LOCALES) {
      const texts = SIGN_IN_TEXTS[lang];
      // A first visit in each language (a stored one would rewrite the address's prefix).
      await clearBrowserCookies(context);

      await test.step(`shows the registration errors in ${lang} without overflow`, async () => {
        await page.goto(`/${lang}/register`);
        await page.getByRole('button', { name: register }).click();
        await expect(textField(page, texts.email)).toHaveAttribute('aria-invalid', 'true');
        await expectNoHorizontalOverflow(page);
        await expectNoAxeViolations(page);
      });

      await test.step(`signs in in ${lang} at phone width without overflow`, async () => {
        await page.goto(`/${lang}/login`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByText(texts.remember, { exact: true })).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await expectNoAxeViolations(page);
        await login.email(page, lang).fill(DEMO.email);
        await login.password(page, lang).fill('wrong');
        await login.submit(page, lang).click();
        // Said once, in the page's language, and not against the (correct) e-mail address.
        await expect(page.getByRole('alert')).toContainText(credentials);
        await expect(login.email(page, lang)).not.toHaveAttribute('aria-invalid', 'true');
        await expectNoHorizontalOverflow(page);
        await login.password(page, lang).fill(DEMO.password);
        await login.submit(page, lang).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));
      });
    }
  });

  // At phone width; at 1024 px the auth pages' stories run axe in both themes.
  test('in the dark theme: no axe violations, also with errors shown', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'user-theme', value: 'dark-theme', url: baseURL! }]);
    await page.goto('/en/login');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark-theme');
    await login.email(page).fill(DEMO.email);
    await login.password(page).fill('wrong');
    await login.submit(page).click();
    await expect(page.getByRole('alert')).toContainText(
      'These credentials do not match our records.',
    );
    await expectNoAxeViolations(page);
    await page.goto('/en/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(textField(page, 'E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });
});
