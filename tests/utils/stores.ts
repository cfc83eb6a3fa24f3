import { focusManager, onlineManager } from '@tanstack/react-query';
import { queryClient } from '@/app/queryClient';
import { markOnline } from '@/app/shell/offline';
import { resetDemoDb } from '@/mocks/db';
import { useDialogs } from '@/stores/dialogs';
import { useLoader } from '@/stores/loader';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { useToasts } from '@/stores/toasts';

/** Every zustand store, back to the state a fresh page load would give. */
export function resetStores(): void {
  usePreferences.getState().hydrate();
  useSession.getState().hydrate();
  useLoader.getState().reset();
  resetDemoDb();
  useToasts.getState().clear();
  useDialogs.getState().clear();
  // The app's query client holds the signed-in user: a fresh page starts without one.
  queryClient.clear();
  // The connection as a fresh page sees it: online (ours and TanStack Query's, which would
  // otherwise hold every call back after a file that went offline), focus from the document.
  markOnline();
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
}
