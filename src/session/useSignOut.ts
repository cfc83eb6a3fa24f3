import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePreferences } from '@/stores/preferences';
import { clearLocalSession, logout } from './session';

export interface SignOutOptions {
  /** Go to the sign-in page afterwards (default true); false stays (e.g. to use a sign-in link). */
  redirect?: boolean;
  /**
   * `local`: this tab only, without calling the server (another tab already logged out).
   * Default `server`: the full logout of the specification.
   */
  scope?: 'server' | 'local';
}

/** The one way the UI signs out: logout (or the local half of it), then the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async ({ redirect = true, scope = 'server' }: SignOutOptions = {}) => {
      if (scope === 'local') clearLocalSession(queryClient);
      else await logout(queryClient);
      if (redirect)
        await navigate(paths.login.href(usePreferences.getState().locale), { replace: true });
    },
    [queryClient, navigate],
  );
}
