const TOKEN_IN_PATH = /\/autologin\/[^/?#]+/;
const LINK_WITHOUT_PATH_TOKEN = /\/autologin\/?$/;

/** Whether the address carries an autologin token: in its path, or as `?token=` (call 24's link). */
const carriesToken = ({ pathname, search }: Pick<Location, 'pathname' | 'search'>): boolean =>
  TOKEN_IN_PATH.test(pathname) ||
  (LINK_WITHOUT_PATH_TOKEN.test(pathname) && new URLSearchParams(search).has('token'));

/**
 * Takes the one-time sign-in token out of the address bar and out of the current history entry
 * (the router keeps it in memory only). Runs synchronously, before the page calls anything, and is
 * safe to call again. The entry becomes `replacement` (the sign-in page), so Back or a reload never
 * brings the token back.
 */
export function stripAutologinToken(replacement: string): void {
  if (typeof window === 'undefined' || !carriesToken(window.location)) return;
  // Keep the router's own entry state (key and index) so its Back/Forward bookkeeping stays right.
  window.history.replaceState(window.history.state, '', replacement);
}
