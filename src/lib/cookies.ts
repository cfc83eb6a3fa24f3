import Cookies from 'js-cookie';

/** Cookie names of the specification. */
export const COOKIE = {
  token: 'token',
  theme: 'user-theme',
  locale: 'locale',
  welcomeMessageShown: 'welcomeMessageShown',
  intendedUrl: 'intended_url',
} as const;

export const LONG_LIVED_DAYS = 365;

const baseAttributes = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'Lax',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

export const readCookie = (name: string): string | undefined => Cookies.get(name);

/** Sets a cookie; `days` undefined makes it a session cookie. */
export const writeCookie = (name: string, value: string, days?: number): void => {
  Cookies.set(name, value, { ...baseAttributes(), ...(days ? { expires: days } : {}) });
};

export const removeCookie = (name: string): void => {
  Cookies.remove(name, { path: '/' });
};
