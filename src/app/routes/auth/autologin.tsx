import { AutologinPage } from '@/features/auth/AutologinPage';
import { stripAutologinToken } from '@/features/auth/autologinToken';
import { usePreferences } from '@/stores/preferences';
import { paths } from '@/config/paths';

/**
 * Runs as soon as the route matches, before the page renders: the one-time token leaves the address
 * bar and the history entry at once (the page does it again after a client-side navigation).
 */
export function loader() {
  stripAutologinToken(paths.login.href(usePreferences.getState().locale));
  return null;
}

export const Component = AutologinPage;
