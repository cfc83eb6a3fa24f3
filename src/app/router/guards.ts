import { redirect, type MiddlewareFunction } from 'react-router-dom';
import { ALL_PARTS, loadMessages, type MessagePart } from '@/i18n/loadMessages';
import { isLocale } from '@/i18n/locales';
import { getCurrentUser, isAuthenticated, rememberIntendedUrl, restoreSession } from '@/session';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { paths, withLocale } from '@/config/paths';
import { queryClient } from '../queryClient';
import { notifyOffline } from '../shell/notices';
import { isOffline } from '../shell/offline';

// Lives with the paths (the session's language switch needs it too); re-exported for the router.
export { withLocale };

const fullPath = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

const BASE_PART: readonly MessagePart[] = ['base'];
/** The session restore the locale guard started for this navigation (see checkAuthGuard). */
let restoring: ReturnType<typeof restoreSession> | null = null;

/**
 * Locale guard. A prefix that is not the stored locale is rewritten to it; a first-time visitor
 * (no stored locale) with a supported prefix adopts it. Loads the messages before the page.
 */
export const localeGuard: MiddlewareFunction = async ({ request, params }) => {
  const url = new URL(request.url);
  const prefs = usePreferences.getState();
  const lang = params.lang ?? '';
  if (!prefs.localeStored && isLocale(lang)) {
    if (lang !== prefs.locale) prefs.setLocale(lang);
    prefs.persistLocale(lang);
  }
  const locale = usePreferences.getState().locale;
  if (lang !== locale) {
    throw redirect(`${withLocale(url.pathname, locale)}${url.search}${url.hash}`);
  }
  // The session check needs no messages: it starts now, in parallel, and checkAuthGuard waits.
  restoring = restoreSession(queryClient);
  // Signed-out pages need the base catalogue only; with a session the signed-in part comes too.
  const parts = useSession.getState().token ? ALL_PARTS : BASE_PART;
  await loadMessages(locale, parts).catch((error: unknown) =>
    console.error(`Failed to load messages of ${locale}`, error),
  );
};

/** Check-auth (token restore): a token but no user → fetch the user, then account data. */
export const checkAuthGuard: MiddlewareFunction = async () => {
  const outcome = await (restoring ?? restoreSession(queryClient));
  restoring = null;
  if (outcome === 'offline') notifyOffline();
};

const currentLocale = () => usePreferences.getState().locale;
const currentUser = () => getCurrentUser(queryClient);
const signedIn = () => isAuthenticated(currentUser());

/**
 * A token whose user could not be fetched because the network failed: the session is not known to
 * be over, so the client stays on the page (the offline banner shows; the retry restores it).
 */
const sessionUnconfirmed = () => !!useSession.getState().token && !currentUser() && isOffline();

/**
 * Auth guard: remembers the requested path (query included) and sends anonymous users to sign-in.
 * A network failure never counts as signed out.
 */
export const authGuard: MiddlewareFunction = ({ request }) => {
  if (signedIn() || sessionUnconfirmed()) return;
  rememberIntendedUrl(fullPath(new URL(request.url)));
  throw redirect(paths.login.href(currentLocale()));
};

/** Guest guard: a signed-in user on a guest page goes home. */
export const guestGuard: MiddlewareFunction = () => {
  if (signedIn()) throw redirect(paths.home.href(currentLocale()));
};

/**
 * Admin guard: non-admins go home. A role the network kept from arriving is not a wrong role: the
 * page stays, under the offline notice, and is checked again when the user is restored.
 */
export const adminGuard: MiddlewareFunction = () => {
  if (sessionUnconfirmed()) return;
  if (currentUser()?.role !== 'admin') throw redirect(paths.home.href(currentLocale()));
};

/**
 * Role guard over a comma-separated list: others go to the unauthorized page. While the network
 * keeps the user from arriving, the page stays under the offline notice (never "Access denied");
 * the restore's revalidation checks the role again.
 */
export const rolesGuard =
  (allowed: string): MiddlewareFunction =>
  () => {
    if (sessionUnconfirmed()) return;
    const roles = allowed
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
    const role = currentUser()?.role;
    if (!role || !roles.includes(role)) throw redirect(paths.unauthorized.href(currentLocale()));
  };
