import { createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { stripAutologinToken } from '@/features/auth/autologinAddress';
import { usePreferences } from '@/stores/preferences';
import { routes } from './routes';

/**
 * Creates the browser router. Called on the app's first render, never at import time: creating a
 * data router starts the first navigation (guards, session restore), which must wait until the
 * mock backend, when on, is ready.
 */
export const createAppRouter = () => {
  const router = createBrowserRouter(routes);
  // The router holds the first location in memory now: an autologin token leaves the address bar
  // at once, not only once the page's chunk has loaded (its loader does it again, harmlessly).
  stripAutologinToken(paths.login.href(usePreferences.getState().locale));
  return router;
};
