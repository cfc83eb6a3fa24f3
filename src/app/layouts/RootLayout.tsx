import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { onOtherTabLogout, useSignOut } from '@/session';
import { AppDialogs } from '../shell/AppDialogs';
import { GlobalLoaderHost } from '../shell/GlobalLoaderHost';
import { NavigationEffects } from '../shell/NavigationEffects';
import { ToastHost } from '../shell/ToastHost';

// Compared with the literal so a production build leaves the developer panel out entirely.
const MockPanel =
  import.meta.env.VITE_API_MOCKING === 'true' ? lazy(() => import('../dev/MockPanel')) : null;

/** Everything every page shares: dialogs, toasts, loader, progress, title, scroll, cross-tab logout. */
export function RootLayout() {
  const signOut = useSignOut();

  useEffect(() => onOtherTabLogout(() => void signOut({ scope: 'local' })), [signOut]);

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
