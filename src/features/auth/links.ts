/**
 * The URLs the auth pages link to. Features never import the app layer, so the route modules in
 * `src/app/routes/auth/*` build these from `paths` and pass them in.
 */
export interface AuthLinks {
  home: string;
  login: string;
  register: string;
  passwordRequest: string;
  emailResend: string;
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
