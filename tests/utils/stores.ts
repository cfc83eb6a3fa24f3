import { useLoader } from '@/stores/loader';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';

/** Every zustand store, back to the state a fresh page load would give. */
export function resetStores(): void {
  usePreferences.getState().hydrate();
  useSession.getState().hydrate();
  useLoader.getState().reset();
}
