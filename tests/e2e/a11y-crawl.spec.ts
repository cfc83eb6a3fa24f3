import type { Page } from '@playwright/test';
import { pages, titleOf, type PageEntry } from '../../src/app/router/pages';
import { paths } from '../../src/config/paths';
import type { Locale } from '../../src/i18n/locales';
import { ARTICLES } from '../../src/mocks/seed/articles';
import { MAIN_WALLET_ID } from '../../src/mocks/seed/money';
import { seedTickets } from '../../src/mocks/seed/tickets';
import { DEMO_USER_ID } from '../../src/mocks/seed/users';
import { arrivedAt, navigate } from './crawl';
import { appHost, axeViolations, expect, ibmViolations, signInByApi, test } from './helpers';
import { readCatalogue, type Catalogue } from './i18n-leaks';

/**
 * WCAG 2.2 AA on every signed-in route: axe's WCAG 2.2 A/AA rules (tests/wcag.ts) and IBM's Equal
 * Access engine, as the demo investor, on the production build behind nginx with the HTTP demo
 * backend.
 *
 * The routes come from the router's page table (src/app/router/pages.ts): a page added there is
 * crawled without a line here. A route with an id takes the demo data's id (`DEMO_IDS`); one this
 * file does not know takes the first link to it on the pages crawled before it.
 *
 * One page load per language and width; the walk moves between routes inside the page (as the
 * language crawl does). `npm test` runs the slice a release is judged on, every rule of both
 * engines: English at 1440 px light and German at 375 px dark (about 120 s of CPU, 26 routes).
 * `npm run test:a11y` (A11Y_CRAWL=full) runs the whole matrix: English, German and Finnish at 320,
 * 375 and 1440 px, and on each route also the other theme, switched in place with the navbar's
 * button: axe's colour rules and IBM's engine there (the document, names, sizes and focus order
 * are the same in both themes).
 */
const FULL = process.env.A11Y_CRAWL === 'full';

type Theme = 'light' | 'dark';
interface Run {
  locale: Locale;
  width: number;
  /** The theme the page loads in: every rule there. */
  first: Theme;
}

const RUNS: Run[] = FULL
  ? (['en', 'de', 'fi'] as const).flatMap((locale) =>
      [1440, 375, 320].map((width): Run => ({
        locale,
        width,
        first: width > 375 ? 'light' : 'dark',
      })),
    )
  : [
      { locale: 'en', width: 1440, first: 'light' },
      { locale: 'de', width: 375, first: 'dark' },
    ];

/** axe's rules whose outcome depends on the theme's colours (as .storybook/test-runner.ts). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The demo investor's own items (src/mocks/seed): the detail pages show them. */
const DEMO_IDS: Partial<Record<PageEntry['route'], (locale: Locale) => string | number>> = {
  walletDetail: () => MAIN_WALLET_ID,
  // The investor's primary trading account (src/mocks/seed/trading.ts).
  tradingAccountDetail: () => 301,
  ticketDetail: () => seedTickets().find((ticket) => ticket.user_id === DEMO_USER_ID)?.id ?? 0,
  articleDetail: (locale) =>
    (ARTICLES.find((article) => article.lang === locale) ?? ARTICLES[0])?.id ?? 0,
};

/** Every page a signed-in client can reach: the main layout's, then the error pages. */
const SIGNED_IN: readonly PageEntry[] = [...pages.main, ...pages.error];

const patternOf = (entry: PageEntry) =>
  entry.route === '*' ? 'no-such-page' : paths[entry.route].path.replace(/\/:\w+\?/g, '');
const hasId = (entry: PageEntry) => patternOf(entry).includes(':');

/** Walks the pages with ids after the others, so that links to them have been seen. */
const ROUTES = [...SIGNED_IN.filter((e) => !hasId(e)), ...SIGNED_IN.filter(hasId)];

/** The address of a route in `locale`: its demo id, or else the first link to it seen so far. */
function addressOf(entry: PageEntry, locale: Locale, seen: readonly string[]): string {
  const pattern = patternOf(entry);
  const demoId = entry.route === '*' ? undefined : DEMO_IDS[entry.route];
  if (demoId) return `/${locale}/${pattern.replace(/:\w+/g, String(demoId(locale)))}`;
  if (!hasId(entry)) return `/${locale}/${pattern}`;
  const statics = new Set(ROUTES.filter((e) => !hasId(e)).map((e) => `/${locale}/${patternOf(e)}`));
  const shape = new RegExp(`^/${locale}/${pattern.replace(/:\w+/g, '[^/?#]+')}(?:[?#].*)?$`);
  const link = seen.find((href) => shape.test(href) && !statics.has(href));
  if (!link)
    throw new Error(`${entry.route}: no demo id (DEMO_IDS) and no link to it on the pages before`);
  return link;
}

const themeButton = (page: Page, catalogue: Catalogue, to: Theme) =>
  page.getByRole('button', {
    name: catalogue[to === 'dark' ? 'app.nav.toDark' : 'app.nav.toLight'],
    exact: true,
  });

/** Switches the theme with the navbar's button, as a client does, and waits until it has. */
async function switchTheme(page: Page, catalogue: Catalogue, to: Theme) {
  await themeButton(page, catalogue, to).click();
  await expect(themeButton(page, catalogue, to === 'dark' ? 'light' : 'dark')).toBeVisible();
}

/** Both engines on the page as it is; in the second theme only axe's colour rules of the two. */
async function violations(page: Page, theme: Theme, everyRule: boolean) {
  const axe = await axeViolations(page, everyRule ? undefined : COLOUR_RULES);
  const ibm = await ibmViolations(page);
  return [...axe.map((line) => `axe, ${theme}: ${line}`), ...ibm.map((l) => `IBM, ${theme}: ${l}`)];
}

for (const { locale, width, first } of RUNS) {
  const phone = width < 1440;
  const second: Theme = first === 'light' ? 'dark' : 'light';
  const themes = FULL ? `${first} then ${second}` : first;
  test(`${locale} at ${width} px, ${themes}: every signed-in route clean under WCAG 2.2 AA (axe and IBM Equal Access)${phone ? ' @mobile' : ''}`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile !== phone, 'Crawled in the project of its width.');
    // Two engines (in two themes in the full crawl) on each of some 26 routes, on a machine other
    // tests share.
    test.setTimeout(ROUTES.length * (FULL ? 15_000 : 9_000));
    const catalogue = readCatalogue(locale);
    await signInByApi(page);
    if (first === 'dark')
      await page
        .context()
        .addCookies([{ name: 'user-theme', value: 'dark-theme', domain: appHost(), path: '/' }]);
    await page.setViewportSize({ width, height: phone ? 812 : 900 });
    const seen: string[] = [];
    let help: string[] | undefined;
    for (const [index, entry] of ROUTES.entries()) {
      const url = addressOf(entry, locale, seen);
      if (index === 0) await page.goto(url);
      else await navigate(page, url);
      await arrivedAt(page, { label: url, title: titleOf(entry), locale, catalogue });
      seen.push(
        ...(await page
          .locator('main a[href]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
      );
      // 3.2.6 (consistent help): the footer's links, support last, the same on every page.
      const footer = await page
        .locator('footer a')
        .evaluateAll((links) =>
          links.map((link) => `${link.textContent} ${link.getAttribute('href')}`),
        );
      help ??= footer;
      expect.soft(footer.at(-1), 'support, the last link').toMatch(/ \/[a-z]{2}\/tickets$/);
      expect.soft(footer, `${url}: the footer's links as on the first page`).toEqual(help);
      const found = await violations(page, first, true);
      if (FULL) {
        await switchTheme(page, catalogue, second);
        found.push(...(await violations(page, second, false)));
        await switchTheme(page, catalogue, first);
      }
      // Soft: one run lists every route's findings.
      expect.soft(found, `${locale}, ${width} px: ${url}`).toEqual([]);
    }
  });
}
