import { usePreferences } from '@/stores/preferences';

/** Every zustand store, back to the state a fresh page load would give. */
export function resetStores(): void {
  usePreferences.getState().hydrate();
}
