import type { NotificationView } from '@/api/readers/notification';
import type { NotificationTopic } from '@/design-system/NotificationItem';
import { paths } from '@/config/paths';
import type { Locale } from '@/i18n/locales';

/** The id of the Security page's sessions heading: a new sign-in leads there. */
const SESSIONS_ANCHOR = 'sessions-title';

/** The transactions page filtered to a payment's kind and outcome (its own query keys). */
const transactions = (locale: Locale, type: 'deposit' | 'withdrawal', status: string) =>
  `${paths.transactions.href(locale)}?${new URLSearchParams({ type, status }).toString()}`;

interface KindRule {
  topic: NotificationTopic;
  href: (notification: NotificationView, locale: Locale) => string;
}

const RULES: Record<string, KindRule> = {
  deposit_completed: {
    topic: 'money',
    href: (_, locale) => transactions(locale, 'deposit', 'completed'),
  },
  deposit_rejected: {
    topic: 'money',
    href: (_, locale) => transactions(locale, 'deposit', 'rejected'),
  },
  withdrawal_completed: {
    topic: 'money',
    href: (_, locale) => transactions(locale, 'withdrawal', 'completed'),
  },
  withdrawal_rejected: {
    topic: 'money',
    href: (_, locale) => transactions(locale, 'withdrawal', 'rejected'),
  },
  ticket_answered: {
    topic: 'support',
    href: ({ facts }, locale) =>
      facts.ticketId === undefined
        ? paths.tickets.href(locale)
        : paths.ticketDetail.href(locale, facts.ticketId),
  },
  ipo_allocated: { topic: 'ipo', href: (_, locale) => paths.myIpo.href(locale) },
  verification_changed: {
    topic: 'account',
    href: (_, locale) => paths.settingsVerification.href(locale),
  },
  new_sign_in: {
    topic: 'security',
    href: (_, locale) => `${paths.security.href(locale)}#${SESSIONS_ANCHOR}`,
  },
};

const ruleOf = (kind: string): KindRule | undefined =>
  Object.hasOwn(RULES, kind) ? RULES[kind] : undefined;

/** Where a notification leads (what it is about); none for a kind the cabinet does not know. */
export const notificationHref = (
  notification: NotificationView,
  locale: Locale,
): string | undefined => ruleOf(notification.kind)?.href(notification, locale);

/** The icon of a notification's subject. */
export const topicOf = (notification: NotificationView): NotificationTopic =>
  ruleOf(notification.kind)?.topic ?? 'general';
