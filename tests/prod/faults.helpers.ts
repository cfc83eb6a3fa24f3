import { expect, type Page } from '@playwright/test';
import { DEMO, login, ready } from '../e2e/helpers';

/** Uncaught errors of the page (React error boundaries catch render errors: those are not here). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function signIn(page: Page) {
  await page.goto('/en/login');
  await login.email(page).fill(DEMO.email);
  await login.password(page).fill(DEMO.password);
  await login.submit(page).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  await ready(page);
}

/** Not blank: the frame and a page heading (or an error state's heading) are on screen. */
export async function expectNotBlank(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text.trim().length).toBeGreaterThan(20);
}

/** One API call by its path after `/api/` (with or without a query). */
export const api = (call: string) => new RegExp(`/api/${call.replace(/[/]/g, '\\/')}(?:\\?|$)`);

/** A built chunk of the production build by its source name (`TickerTape` → `/assets/TickerTape-<hash>.js`). */
export const chunk = (name: string) => new RegExp(`/assets/${name}-[^/]+\\.js$`);
