/**
 * The session: sign-in completion, restore, logout (server and cross-tab), the intended URL and
 * the signed-in user, for features and the app alike.
 */
export { completeSignIn, logout, RESTORE_PREFETCH_WAIT_MS, restoreSession } from './session';
export { onOtherTabLogout } from './crossTab';
export { consumeIntendedUrl, rememberIntendedUrl } from './intendedUrl';
export {
  getCurrentUser,
  isAuthenticated,
  keepUserCached,
  useCurrentUser,
  useIsAuthenticated,
  userQueryKey,
} from './user';
export { useSignOut, type SignOutOptions } from './useSignOut';
export { useChangeLocale } from './useChangeLocale';
export {
  browserSupportsPasskeys,
  PASSKEYS_ATTRIBUTE,
  passkeysOffered,
  rememberPasskeysOffered,
} from './passkeys';
