import type { Page } from '@playwright/test';
import type { PageTitleKey as TitleKey } from '../../src/page/titles';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import {
  appHost,
  appTakesOver,
  CLIENT,
  DEMO,
  expect,
  expectNoHorizontalOverflow,
  ibmViolations,
  signInFromHere,
  test,
} from './helpers';
import { arrivedAt, navigate } from './crawl';
import { leakRule, readCatalogue } from './i18n-leaks';

/**
 * Languages without leaks: the routes of every language but English (all of them in German and
 * Finnish), signed out, as an investor and as a client. A text on screen that is an English message
 * (or what one with arguments renders) whose translation in that language differs is a leak: a
 * hard-coded string or a missing catalogue entry (the rule: ./i18n-leaks.ts). Messages the
 * translators kept the same (brand names, "OK", currency codes...) are not, since their translation
 * equals the English text.
 *
 * Leaks do not depend on the viewport: German and Finnish (the longest words) are crawled on every
 * route in the mobile project (German at 320 px, Finnish at 375 px), where the page must not scroll
 * sideways either; the other
 * languages walk their busiest pages (SHORT) at 1440 px in the desktop project. Each language loads
 * three pages (one per session) and moves between routes in the page, as the router does: a full
 * load per route would cost minutes.
 */
const en = readCatalogue('en');

/** A route to visit and the page it shows (its title tells when it has arrived). */
type Stop = readonly [path: string, title: TitleKey];
/** Stands for the first link to `<path>/<id>` on the page before: the detail of a listed item. */
const FIRST = '/:first';

const SIGNED_OUT: Stop[] = [
  ['login', 'login'],
  ['register', 'register'],
  ['password/reset', 'passwordRequest'],
  ['password/reset/crawl-token?email=demo%40example.com', 'passwordReset'],
  ['email/resend', 'emailResend'],
  ['email/verify/1?expires=1&signature=crawl', 'emailVerify'],
  ['autologin/crawl-unknown-link', 'autologin'],
  ['no-such-page', 'notFound'],
];
const INVESTOR: Stop[] = [
  ['home', 'home'],
  ['profile', 'profile'],
  ['deposit', 'deposit'],
  // Beyond the specification: where the card provider sends the client back (a seeded deposit).
  ['deposit/return?transaction=5001', 'depositReturn'],
  ['withdraw', 'withdraw'],
  // Beyond the specification: the demo backend offers transfers.
  ['transfer', 'transfer'],
  ['transactions', 'transactions'],
  ['security', 'security'],
  ['wallet/wallets', 'wallets'],
  [`wallet${FIRST}`, 'walletDetail'],
  ['trading-account/accounts', 'tradingAccounts'],
  [`trading-account${FIRST}`, 'tradingAccountDetail'],
  ['investor', 'investor'],
  ['tickets', 'tickets'],
  [`tickets${FIRST}`, 'ticketDetail'],
  ['articles', 'articles'],
  [`articles${FIRST}`, 'articleDetail'],
  ['analytics', 'analytics'],
  ['ipo/calendar', 'ipoCalendar'],
  ['ipo/calculator', 'ipoCalculator'],
  ['ipo/history', 'ipoHistory'],
  ['ipo/my-ipo', 'myIpo'],
  ['settings/profile', 'settingsProfile'],
  ['settings/settings', 'settingsSettings'],
  ['settings/verification', 'settingsVerification'],
  ['unauthorized', 'unauthorized'],
  ['no-such-page', 'notFound'],
];
/** A client whose identity check was rejected; the investor area is not theirs. */
const CLIENT_STOPS: Stop[] = [
  ['home', 'home'],
  ['settings/verification', 'settingsVerification'],
  ['investor', 'unauthorized'],
];

/**
 * The route set of the languages crawled in full: every route, as each kind of visitor. A leak
 * from code (a hard-coded string, an English default not replaced) shows in every language, so
 * German and Finnish find those; the other languages walk the busiest pages of each kind, which
 * shows a catalogue of theirs that renders English (its completeness and ICU syntax are checked
 * statically by `npm run i18n:verify`).
 */
const FULL = { signedOut: SIGNED_OUT, investor: INVESTOR, client: CLIENT_STOPS };
const SHORT = {
  signedOut: SIGNED_OUT.filter(([path]) => ['login', 'register', 'no-such-page'].includes(path)),
  investor: INVESTOR.filter(([path]) =>
    ['home', 'transactions', 'withdraw', 'ipo/calendar', 'settings/settings'].includes(path),
  ),
  client: CLIENT_STOPS.slice(0, 1),
};

/** Visible text nodes and the accessible names that come from attributes. */
async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [data-dev-only], iframe')) continue;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt]',
    )) {
      if (element.closest('[data-dev-only]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** The address of the first item the current page links to under `/{locale}/{base}/`. */
async function firstLink(page: Page, locale: Locale, base: string) {
  const links = page.locator(`main a[href^="/${locale}/${base}/"]`);
  await expect(links.first()).toBeVisible();
  const href = await links.first().getAttribute('href');
  expect(href).toMatch(new RegExp(`^/${locale}/${base}/\\d+`));
  return href ?? '';
}

/** What a crawl checks on each page besides leaks: sideways scrolling, IBM Equal Access. */
interface Checks {
  overflow: boolean;
  ibm: boolean;
}

function crawler(page: Page, locale: Locale, { overflow, ibm }: Checks) {
  const catalogue = readCatalogue(locale);
  const leaks = leakRule(en, catalogue);

  /** Waits until the page titled `title` has rendered its data, then checks it. */
  const check = async (label: string, title: TitleKey) => {
    await arrivedAt(page, { label, title, locale, catalogue });
    const found = (await screenTexts(page)).filter(leaks);
    expect(found, `${locale}: English on ${label}`).toEqual([]);
    if (overflow) await expectNoHorizontalOverflow(page);
    // The second accessibility engine beside axe (which the stories and page specs run).
    if (ibm)
      expect(await ibmViolations(page), `${locale}: IBM Equal Access on ${label}`).toEqual([]);
  };

  /** Loads the first stop, then walks to the others inside the page. */
  return async (stops: Stop[]) => {
    for (const [index, [path, title]] of stops.entries()) {
      const url = path.endsWith(FIRST)
        ? await firstLink(page, locale, path.slice(0, -FIRST.length))
        : `/${locale}/${path}`;
      if (index === 0) {
        await page.goto(url);
        // A signed-out page is HTML first: the walk goes on inside the app, so let it take over.
        await appTakesOver(page);
      } else await navigate(page, url);
      await check(url, title);
    }
  };
}

const crawl = async (page: Page, locale: Locale, checks: Checks, routes = FULL) => {
  const visit = crawler(page, locale, checks);
  // Every investor route gets IBM's engine in the accessibility crawl (./a11y-crawl.spec.ts:
  // German at 375 px dark in `npm test`, Finnish too in `npm run test:a11y`); a full walk here
  // runs it on the signed-out pages and the client's.
  const visitInvestor = routes === FULL ? crawler(page, locale, { ...checks, ibm: false }) : visit;
  // A first visit adopts the URL's language and stores it (spec §2): later loads keep it.
  await test.step('signed out', () => visit(routes.signedOut));
  await test.step('signed in as an investor', async () => {
    await signInFromHere(page, DEMO);
    await visitInvestor(routes.investor);
  });
  await test.step('signed in as a client (rejected identity check)', async () => {
    await signInFromHere(page, CLIENT);
    await visit(routes.client);
  });
};

const LONGEST: readonly Locale[] = ['de', 'fi'];

test('the leak rule tells English from translations, data and kept words', () => {
  const leaks = leakRule(en, readCatalogue('de'));
  const english = [
    'Skip to content',
    'Page 3',
    '$ 5,000.00 to gold',
    'Hello, Ann Lee! Welcome to Acme.',
  ];
  expect(english.filter(leaks)).toEqual(english);
  const fine = [
    'Seite 3',
    'Noch $ 5,000.00 bis Gold',
    'OK',
    'IPO',
    'NWRB · Gelistet',
    'Alex Morgan',
    '12,345.60',
    '12.345,60 $',
  ];
  expect(fine.filter(leaks)).toEqual([]);
});

/** The desktop crawl that also runs IBM Equal Access on each of its pages (light theme, 1440 px). */
const IBM_DESKTOP: Locale = 'cs';

for (const locale of LOCALES.filter((l) => l !== 'en' && !LONGEST.includes(l))) {
  const ibm = locale === IBM_DESKTOP;
  test(`${locale}: the busiest pages without English leaks${ibm ? ', IBM Equal Access clean' : ''}`, async ({
    page,
  }) => {
    // A second or two per page for the engine on a busy machine.
    if (ibm) test.setTimeout(180_000);
    await crawl(page, locale, { overflow: false, ibm }, SHORT);
  });
}

for (const locale of LONGEST) {
  // Finnish also in the dark theme, with IBM Equal Access on the signed-out and the client's routes
  // (phone tables are cards).
  const ibm = locale === 'fi';
  // German at 320 px, the width WCAG's reflow rule names (a small phone, or 1280 px zoomed to
  // 400 %): its long words find what a 375 px screen still hides.
  const width = locale === 'de' ? 320 : 375;
  test(`${locale}: every route without English leaks or sideways scrolling at ${width} px${ibm ? ', dark, IBM Equal Access clean' : ''} @mobile`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'Crawled once, at phone width (mobile project).');
    expect(page.viewportSize()?.width).toBe(375);
    if (width !== 375) await page.setViewportSize({ width, height: 720 });
    if (ibm) {
      test.setTimeout(180_000);
      await page
        .context()
        .addCookies([{ name: 'user-theme', value: 'dark-theme', domain: appHost(), path: '/' }]);
    }
    await crawl(page, locale, { overflow: true, ibm });
  });
}
