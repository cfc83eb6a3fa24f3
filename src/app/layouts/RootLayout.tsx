import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { clearLocalSession, onOtherTabLogout } from '@/features/auth';
import { usePreferences } from '@/stores/preferences';
import { paths } from '../paths';
import { AppDialogs } from '../shell/AppDialogs';
import { GlobalLoaderHost } from '../shell/GlobalLoaderHost';
import { NavigationEffects } from '../shell/NavigationEffects';
import { ToastHost } from '../shell/ToastHost';

// Compared with the literal so a production build leaves the developer panel out entirely.
const MockPanel =
  import.meta.env.VITE_API_MOCKING === 'true' ? lazy(() => import('../dev/MockPanel')) : null;

/** Everything every page shares: dialogs, toasts, loader, progress, title, scroll, cross-tab logout. */
export function RootLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onOtherTabLogout(() => {
        clearLocalSession(queryClient);
        void navigate(paths.login.href(usePreferences.getState().locale), { replace: true });
      }),
    [navigate, queryClient],
  );

  return (
    <>
      <NavigationEffects />
      <Outlet />
      <AppDialogs />
      <ToastHost />
      <GlobalLoaderHost />
      {MockPanel && (
        <Suspense fallback={null}>
          <MockPanel />
        </Suspense>
      )}
    </>
  );
}
