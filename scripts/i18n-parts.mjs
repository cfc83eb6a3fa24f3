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
  // The money forms' own words (src/form/money): every money form is behind a session.
  'money',
  'notifications',
  'payments',
  'tickets',
  'tradingAccounts',
  'transactions',
  'transfers',
  'wallets',
];

/**
 * The frame's signed-in parts (the sidebar, the balance, the identity-check notice), shown only
 * with a session, although their words live under `app.`.
 */
export const SIGNED_IN_FRAME = ['balance', 'sidebar', 'verification'];

/**
 * Pages shown without a session (src/app/router/pages.ts: the auth, clear and error groups): their
 * titles stay in the base part. Every other page's title (`app.title.<page>`) is a signed-in page's
 * and loads with the session; the navbar names its sections by them only when signed in.
 */
export const SIGNED_OUT_PAGES = [
  'login',
  'register',
  'passwordRequest',
  'passwordReset',
  'emailVerify',
  'emailResend',
  'autologin',
  'unauthorized',
  'notFound',
  'error',
];

/** @param {string} id @returns {'base' | 'app'} */
export const partOf = (id) => {
  const [feature, part, key] = id.split('.');
  if (APP_PREFIXES.includes(feature)) return 'app';
  if (feature !== 'app') return 'base';
  if (SIGNED_IN_FRAME.includes(part)) return 'app';
  return part === 'title' && !SIGNED_OUT_PAGES.includes(key) ? 'app' : 'base';
};
