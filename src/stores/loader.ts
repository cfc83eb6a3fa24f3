import { create } from 'zustand';

interface LoaderState {
  /** Requests under way that asked for the global loader. */
  pending: number;
  /** Forced on or off regardless of requests; null follows the pending count. */
  forced: boolean | null;
  start: () => void;
  finish: () => void;
  force: (on: boolean | null) => void;
  reset: () => void;
}

export const useLoader = create<LoaderState>()((set) => ({
  pending: 0,
  forced: null,
  start: () => set((s) => ({ pending: s.pending + 1 })),
  finish: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
  force: (forced) => set({ forced }),
  reset: () => set({ pending: 0, forced: null }),
}));

/** The loader shows while forced on, or (not forced) while any request is pending. */
export const selectLoading = (s: Pick<LoaderState, 'pending' | 'forced'>): boolean =>
  s.forced ?? s.pending > 0;

export const useGlobalLoading = () => useLoader(selectLoading);
