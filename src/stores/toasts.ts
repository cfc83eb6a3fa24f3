import { create } from 'zustand';

/** A message to translate at render time, or an already translated string. */
export type ToastText =
  string | { id: string; defaultMessage: string; values?: Record<string, string | number> };

export interface ToastItem {
  id: string;
  tone: 'success' | 'error' | 'info' | 'warning';
  title?: ToastText;
  message: ToastText;
  duration?: number;
}

interface ToastsState {
  toasts: ToastItem[];
  /** Adds a toast; a `key` replaces an existing toast of the same key instead of stacking. */
  push: (toast: Omit<ToastItem, 'id'> & { key?: string }) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

/**
 * The key of the one toast saying that code a control loads on demand could not be loaded; the
 * control lowers it once its code has come (what it said is no longer true).
 */
export const CODE_UNAVAILABLE_TOAST = 'code-unavailable';

let counter = 0;

export const useToasts = create<ToastsState>()((set) => ({
  toasts: [],
  push: ({ key, ...toast }) => {
    const id = key ?? `toast-${++counter}`;
    set((s) => ({ toasts: [...s.toasts.filter((t) => t.id !== id), { ...toast, id }] }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));
