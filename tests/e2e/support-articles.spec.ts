import type { BrowserContext, Page, Request } from '@playwright/test';
import { HOSTILE_ARTICLE_BODY, XSS_PAYLOADS } from '../../stories/pages/articles/hostile';
import {
  appHost,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signInByApi,
  test,
} from './helpers';

const HOSTILE = {
  id: 66,
  title: 'Markets this week',
  summary: 'What moved the markets, and what we watch next.',
  body: HOSTILE_ARTICLE_BODY,
  image_url: 'javascript:alert("cover")',
  published_at: '2026-03-10T08:00:00Z',
  lang: 'en',
};

/** The articles call meets this route instead of the backend: an admin host answering hostile HTML. */
async function hostileAdminHost(context: BrowserContext) {
  await context.route('**/api/articles/getAll*', (route) =>
    route.fulfill({ json: [HOSTILE], headers: { 'Access-Control-Allow-Origin': '*' } }),
  );
}

/** Fails the test on any dialog: an alert would mean a payload ran. */
function noDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test.describe('Articles', () => {
  // The articles come from the admin host (here a hostile one, then the demo's own): what it is
  // sent, what its HTML can do, and the demo's articles in German.
  test('the admin host gets the plain request; its hostile article HTML runs nothing; the demo articles in German', async ({
    page,
    context,
  }) => {
    const dialogs = noDialogs(page);
    await signInByApi(page);
    await context.addCookies([
      { name: 'XSRF-TOKEN', value: 'xsrf-secret', domain: appHost(), path: '/' },
    ]);
    await hostileAdminHost(context);
    const requests: Request[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/articles/getAll') requests.push(request);
    });
    await page.goto('/en/articles');

    await test.step('the admin host gets the plain request: no token, no XSRF header, no cookies', async () => {
      await expect(page.getByRole('link', { name: 'Markets this week' })).toBeVisible();
      expect(requests.length).toBeGreaterThan(0);
      for (const request of requests) {
        const headers = await request.allHeaders();
        expect(new URL(request.url()).searchParams.get('lang')).toBe('en');
        expect(headers.authorization).toBeUndefined();
        expect(headers['x-xsrf-token']).toBeUndefined();
        expect(headers.cookie).toBeUndefined();
      }
    });

    await test.step('hostile article HTML is shown without running anything', async () => {
      expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(20);
      await page.getByRole('link', { name: 'Markets this week' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Markets this week' }),
      ).toBeVisible();
      const body = page.locator('[data-article-body]');
      await expect(body.getByRole('link', { name: 'Read the guide' })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
      await expect(body.getByRole('link', { name: 'Read the guide' })).toHaveAttribute(
        'target',
        '_blank',
      );
      // Give handlers a chance: hover and focus everything, as a reader would.
      await body
        .getByText('hover me')
        .hover()
        .catch(() => {});
      await page.keyboard.press('Tab');

      const found = await page.evaluate(() => {
        const problems: string[] = [];
        for (const element of document.querySelectorAll('*')) {
          for (const { name, value } of element.attributes) {
            if (/^on/i.test(name)) problems.push(`${element.localName} ${name}`);
            if (/^\s*(javascript|vbscript):/i.test(value))
              problems.push(`${element.localName} ${name}=${value}`);
          }
        }
        const article = document.querySelector('[data-article-body]');
        for (const element of article?.querySelectorAll(
          'script, iframe, object, embed, form, style, svg, math, img',
        ) ?? [])
          problems.push(`<${element.localName}> in the article`);
        for (const element of article?.querySelectorAll('*') ?? []) {
          if (element.hasAttribute('style')) problems.push(`style on ${element.localName}`);
          for (const { value } of element.attributes)
            if (/^\s*data:/i.test(value)) problems.push(`data: URL`);
        }
        return problems;
      });
      expect(found).toEqual([]);
      expect(dialogs).toEqual([]);
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
    });

    await context.unroute('**/api/articles/getAll*');

    await test.step('the demo articles in German, one of them opened, with no axe violations', async () => {
      // The stored locale wins over the address bar's prefix.
      await page
        .context()
        .addCookies([{ name: 'locale', value: 'de', domain: appHost(), path: '/' }]);
      await page.goto('/de/articles');
      await expect(page.getByRole('heading', { level: 1, name: 'Artikel' })).toBeVisible();
      await page
        .getByRole('link', { name: 'So funktioniert die Zeichnung von Börsengängen' })
        .click();
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'So funktioniert die Zeichnung von Börsengängen',
        }),
      ).toBeVisible();
      await expect(page.locator('[data-article-body]')).toContainText('Zeichnungsfrist');
      await expect(page.locator('[data-article-body] script, [data-article-body] img')).toHaveCount(
        0,
      );
      await expect(page.getByRole('link', { name: 'Alle Artikel' })).toHaveAttribute(
        'href',
        '/de/articles',
      );
      await expectNoAxeViolations(page);
      expect(dialogs).toEqual([]);
    });
  });
});
