import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Locale } from '@/i18n/locales';
import { MENU, paths } from '@/config/paths';
import { pageTitles } from '@/page/titles';

const sectionMessages = defineMessages({
  ipo: { id: 'app.nav.section.ipo', defaultMessage: 'IPO' },
});

interface Section {
  key: string;
  label: MessageDescriptor;
  href: (lang: Locale) => string;
  /** Path prefixes (after the locale) that belong to the section: sub-pages mark it current too. */
  match: string;
  /** Only these roles see it (the route's role guard agrees). */
  roles?: readonly string[];
  /** A feature beyond the specification: shown only once the backend has shown it offers it. */
  feature?: keyof OfferedFeatures;
}

/** The features beyond the specification the backend offers (each false until known). */
interface OfferedFeatures {
  transfers: boolean;
}

/**
 * Every section outside the navbar menu, in display order (sidebar and mobile menu). A section
 * the backend may not offer comes after every section that is always there.
 */
const SECTIONS: readonly Section[] = [
  { key: 'wallets', label: pageTitles.wallets, href: paths.wallets.href, match: '/wallet' },
  {
    key: 'tradingAccounts',
    label: pageTitles.tradingAccounts,
    href: paths.tradingAccounts.href,
    match: '/trading-account',
  },
  { key: 'ipo', label: sectionMessages.ipo, href: paths.ipoCalendar.href, match: '/ipo' },
  {
    key: 'investor',
    label: pageTitles.investor,
    href: paths.investor.href,
    match: '/investor',
    roles: ['investor', 'admin'],
  },
  { key: 'tickets', label: pageTitles.tickets, href: paths.tickets.href, match: '/tickets' },
  { key: 'articles', label: pageTitles.articles, href: paths.articles.href, match: '/articles' },
  {
    key: 'analytics',
    label: pageTitles.analytics,
    href: paths.analytics.href,
    match: '/analytics',
  },
  {
    key: 'settings',
    label: pageTitles.settingsSettings,
    href: paths.settingsProfile.href,
    match: '/settings',
  },
  // Last: whether the backend offers transfers is known only after the first paint (call 51),
  // and an entry that appears then must push no other entry down under the client's pointer.
  {
    key: 'transfer',
    label: pageTitles.transfer,
    href: paths.transfer.href,
    match: '/transfer',
    feature: 'transfers',
  },
];

const LANG_PREFIX = /^\/[a-z]{2}(?=\/|$)/;

/** True when `pathname` is `prefix` or one of its sub-pages (the locale prefix ignored). */
export function isWithin(pathname: string, prefix: string): boolean {
  const rest = pathname.replace(LANG_PREFIX, '').replace(/\/+$/, '');
  return rest === prefix || rest.startsWith(`${prefix}/`);
}

export interface NavItem {
  key: string;
  href: string;
  label: string;
  active: boolean;
}

type Format = (descriptor: MessageDescriptor) => string;

/** The navbar menu (specification order), the current page marked. */
export const menuItems = (locale: Locale, pathname: string, format: Format): NavItem[] =>
  MENU.map((key) => {
    const href = paths[key].href(locale);
    return {
      key,
      href,
      label: format(pageTitles[key]),
      active: isWithin(pathname, `/${paths[key].path}`),
    };
  });

/**
 * The other sections the user's role may see and the backend offers, the current one (or its
 * sub-page's) marked.
 */
export const sectionItems = (
  locale: Locale,
  pathname: string,
  role: string | undefined,
  format: Format,
  offered: OfferedFeatures = { transfers: false },
): NavItem[] =>
  SECTIONS.filter(
    (section) =>
      (!section.roles || (role !== undefined && section.roles.includes(role))) &&
      (!section.feature || offered[section.feature]),
  ).map((section) => ({
    key: section.key,
    href: section.href(locale),
    label: format(section.label),
    active: isWithin(pathname, section.match),
  }));
