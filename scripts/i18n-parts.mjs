// Which catalogue part a message belongs to. The first load (sign-in and the other signed-out
// pages) needs only the `base` part: the frame, the forms and the sign-in flows. The messages of
// the signed-in features (about three quarters of the catalogue) are the `app` part, loaded with
// the session. A message id starts with its feature (`ipo.calendar.title`), so the feature decides.
// tests/tooling/i18n-parts.test.ts checks that no signed-out code uses an `app` message.

/** Id prefixes of the features that only signed-in pages show. */
export const APP_PREFIXES = [
  'account',
  'analytics',
  'articles',
  'home',
  'investor',
  'ipo',
  'notifications',
  'payments',
  'tickets',
  'tradingAccounts',
  'transactions',
  'transfers',
  'wallets',
];

/** @param {string} id @returns {'base' | 'app'} */
export const partOf = (id) => (APP_PREFIXES.includes(id.split('.')[0]) ? 'app' : 'base');
