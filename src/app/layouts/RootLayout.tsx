import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { onOtherTabLogout, useSignOut } from '@/session';
import { usePreferences } from '@/stores/preferences';
import { useDialogs } from '@/stores/dialogs';
import { GlobalLoaderHost } from '../shell/GlobalLoaderHost';
import { NavigationEffects } from '../shell/NavigationEffects';
import { watchConnection } from '../shell/offline';
import { SkipToContent } from '../shell/SkipToContent';
import { ToastHost } from '../shell/ToastHost';

// The dialogs (session expired, server error) load with the first one that is queued.
const AppDialogs = lazy(() =>
  import('../shell/AppDialogs').then((m) => ({ default: m.AppDialogs })),
);

// Compared with the literal so a production build leaves the developer panel out entirely.
const MockPanel =
  import.meta.env.VITE_API_MOCKING === 'true' ? lazy(() => import('../dev/MockPanel')) : null;

/**
 * Everything every page shares: the skip link, dialogs, toasts, loader, progress, title, scroll,
 * cross-tab logout, the connection watch and privacy mode.
 */
export function RootLayout() {
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const privacyMode = usePreferences((s) => s.privacyMode);
  const hasDialog = useDialogs((s) => s.queue.length > 0);

  useEffect(() => onOtherTabLogout(() => void signOut({ scope: 'local' })), [signOut]);
  // The offline banner goes on the `online` event or the next answer.
  useEffect(() => watchConnection(queryClient), [queryClient]);
  // The global style blurs every [data-sensitive] element while privacy mode is on.
  useEffect(() => {
    document.documentElement.dataset.privacy = privacyMode ? 'on' : 'off';
  }, [privacyMode]);

  return (
    <>
      <SkipToContent />
      <NavigationEffects />
      <Outlet />
      {hasDialog && (
        <Suspense fallback={null}>
          <AppDialogs />
        </Suspense>
      )}
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
