import { paths } from '@/config/paths';
import { usePreferences } from '@/stores/preferences';

/** The URLs the auth pages link to, in the current locale. */
export interface AuthLinks {
  home: string;
  login: string;
  register: string;
  passwordRequest: string;
  emailResend: string;
}

export function useAuthLinks(): AuthLinks {
  const locale = usePreferences((s) => s.locale);
  return {
    home: paths.home.href(locale),
    login: paths.login.href(locale),
    register: paths.register.href(locale),
    passwordRequest: paths.passwordRequest.href(locale),
    emailResend: paths.emailResend.href(locale),
  };
}

/** What the pages may leave on the sign-in page when they send the user there. */
export interface LoginNotice {
  /** A success text to show above the form (e.g. "Your password has been reset."). */
  notice?: string;
  /** Prefills the e-mail field. */
  email?: string;
}

export const readLoginNotice = (state: unknown): LoginNotice => {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, email } = state as Record<string, unknown>;
  return {
    notice: typeof notice === 'string' ? notice : undefined,
    email: typeof email === 'string' ? email : undefined,
  };
};
