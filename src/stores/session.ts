import { create } from 'zustand';
import { COOKIE, LONG_LIVED_DAYS, readCookie, removeCookie, writeCookie } from '@/lib/cookies';

/**
 * The bearer token, mirrored from the `token` cookie (the HTTP client reads it on every request).
 * The user is server data and lives in the query cache (`src/session/user.ts`), not here.
 */
interface SessionState {
  token: string | null;
  /** Saves the token: a 365-day cookie with remember, a session cookie without. */
  saveToken: (token: string, remember: boolean) => void;
  /** Forgets the token and removes its cookie. */
  clearToken: () => void;
  /** Re-reads the cookie (tests, other tabs). */
  hydrate: () => void;
}

export const useSession = create<SessionState>()((set) => ({
  token: readCookie(COOKIE.token) ?? null,
  saveToken: (token, remember) => {
    writeCookie(COOKIE.token, token, remember ? LONG_LIVED_DAYS : undefined);
    set({ token });
  },
  clearToken: () => {
    removeCookie(COOKIE.token);
    set({ token: null });
  },
  hydrate: () => set({ token: readCookie(COOKIE.token) ?? null }),
}));
