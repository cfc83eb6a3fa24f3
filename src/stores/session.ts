import { create } from 'zustand';
import type { User } from '@/api/generated/model';
import { COOKIE, LONG_LIVED_DAYS, readCookie, removeCookie, writeCookie } from '@/lib/cookies';

interface SessionState {
  /** The bearer token (mirrors the `token` cookie). */
  token: string | null;
  user: User | null;
  /** Saves the token: a 365-day cookie with remember, a session cookie without. */
  saveToken: (token: string, remember: boolean) => void;
  setUser: (user: User | null) => void;
  /** Forgets user and token and removes the token cookie. */
  clearSession: () => void;
  /** Re-reads the cookie (tests, other tabs). */
  hydrate: () => void;
}

export const useSession = create<SessionState>()((set) => ({
  token: readCookie(COOKIE.token) ?? null,
  user: null,
  saveToken: (token, remember) => {
    writeCookie(COOKIE.token, token, remember ? LONG_LIVED_DAYS : undefined);
    set({ token });
  },
  setUser: (user) => set({ user }),
  clearSession: () => {
    removeCookie(COOKIE.token);
    set({ token: null, user: null });
  },
  hydrate: () => set({ token: readCookie(COOKIE.token) ?? null, user: null }),
}));

/** Authenticated means a user exists and its status is not `failed`. */
export const isAuthenticated = (user: User | null | undefined): user is User =>
  !!user && user.status !== 'failed';

export const useIsAuthenticated = () => useSession((s) => isAuthenticated(s.user));
