import type { AuthLinks } from '@/features/auth/links';
import { usePreferences } from '@/stores/preferences';
import { paths } from '../../paths';

/** The hrefs the auth pages link to, in the current locale (features cannot import `paths`). */
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
