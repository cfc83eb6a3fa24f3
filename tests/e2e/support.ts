import { expect, type BrowserContext, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'password' } as const;
export const CLIENT = { email: 'client@example.com', password: 'password' } as const;

/** Waits until the app (and, in the demo build, its mock backend) has rendered a page. */
export async function ready(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
}

/**
 * Signs in through the API of the running app (the demo's mock backend answers in the page) and
 * stores the token cookie like the sign-in page does. Faster than the form; the form has its own specs.
 */
export async function signInByApi(page: Page, account: { email: string; password: string } = DEMO, remember = true) {
  await page.goto('/en/login');
  await ready(page);
  const token = await page.evaluate(async ({ email, password }) => {
    const res = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password, remember: true }),
    });
    const body = (await res.json()) as { token?: string };
    return body.token ?? '';
  }, account);
  expect(token).not.toBe('');
  const url = new URL(page.url());
  await page.context().addCookies([
    {
      name: 'token',
      value: token,
      domain: url.hostname,
      path: '/',
      sameSite: 'Lax',
      ...(remember ? { expires: Math.floor(Date.now() / 1000) + 365 * 86400 } : {}),
    },
  ]);
  return token;
}

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** Days until a cookie expires (-1 for a session cookie). */
export const daysLeft = (expires: number) =>
  expires < 0 ? -1 : Math.round((expires * 1000 - Date.now()) / 86_400_000);
