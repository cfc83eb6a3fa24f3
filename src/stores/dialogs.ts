import { create } from 'zustand';

/** App-wide dialogs raised by the HTTP client's events, shown one at a time. */
export type AppDialog =
  { kind: 'unauthorized' } | { kind: 'server-error'; html: string } | { kind: 'error' };

interface DialogsState {
  queue: AppDialog[];
  push: (dialog: AppDialog) => void;
  /** Closes the dialog on screen; the next one (if any) opens. */
  shift: () => void;
  clear: () => void;
}

export const useDialogs = create<DialogsState>()((set) => ({
  queue: [],
  // One 401 warning however many requests failed: the HTTP client's events guard that
  // (`emitUnauthorizedOnce` in src/api/events.ts), so the queue takes what it is given.
  push: (dialog) => set((s) => ({ queue: [...s.queue, dialog] })),
  shift: () => set((s) => ({ queue: s.queue.slice(1) })),
  clear: () => set({ queue: [] }),
}));
