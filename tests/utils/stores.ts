import { queryClient } from '@/app/queryClient';
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
}
