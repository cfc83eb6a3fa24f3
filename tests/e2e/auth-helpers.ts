import { expect as baseExpect, test as baseTest, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';

/**
 * The demo build runs on a shared, sometimes busy machine (fingerprint, demo latency, lazy chunks):
 * navigations get a generous time budget so the tests judge behaviour, not the machine's load.
 */
export const expect = baseExpect.configure({ timeout: 30_000 });
export const test = baseTest;

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'password';

/** Paths of the sign-in form's controls (ids are part of the page's contract with password managers). */
export const login = {
  email: (page: Page) => page.locator('#login-email'),
  password: (page: Page) => page.locator('#login-password'),
  remember: (page: Page) => page.locator('#login-remember'),
  submit: (page: Page) => page.locator('form button[type="submit"]'),
};

/** Opens the sign-in page and waits until the form is interactive. */
export async function openLogin(page: Page, path = '/en/login') {
  await page.goto(path);
  await expect(login.email(page)).toBeVisible();
}

/** Signs in through the form (English). */
export async function signIn(page: Page, email = DEMO_EMAIL, password = DEMO_PASSWORD, remember = false) {
  await login.email(page).fill(email);
  await login.password(page).fill(password);
  if (remember) await login.remember(page).check();
  await login.submit(page).click();
}

/** Counts the requests the page makes to an API path (method + exact path). */
export function countRequests(page: Page, method: string, path: string | RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const match = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
    if (request.method() === method && match) seen.push(request.url());
  });
  return seen;
}

/** The token cookie as the browser holds it. */
export async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'token');
}

/** No axe violations on the page (WCAG 2.1 A/AA rules). */
export async function expectNoAxeViolations(page: Page) {
  await injectAxe(page);
  const violations = await getViolations(page, undefined, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  });
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The page does not scroll sideways (long translations wrap instead of overflowing). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
