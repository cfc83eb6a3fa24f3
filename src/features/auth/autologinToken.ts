import type { AuthToken } from '@/api/generated/model';
import { autologin, autologinByToken } from '@/api/generated/auth/auth';

// Its own module so the router can run it at start without loading the exchange's API call.
export { stripAutologinToken } from './autologinAddress';

const exchanges = new Map<string, Promise<AuthToken>>();

/** Where the link carries its token: `/{lang}/autologin/{token}` (call 23) or `?token=` (call 24). */
export type AutologinLink = 'path' | 'query';

/**
 * Exchanges the link token for a session token once per page life (a token is single-use, so a
 * re-render or a second mount must not spend it twice). A failed exchange may be tried again.
 */
export function exchangeAutologinToken(
  token: string,
  link: AutologinLink = 'path',
): Promise<AuthToken> {
  const key = `${link}:${token}`;
  let pending = exchanges.get(key);
  if (!pending) {
    pending = link === 'path' ? autologinByToken(encodeURIComponent(token)) : autologin({ token });
    exchanges.set(key, pending);
    pending.catch(() => exchanges.delete(key));
  }
  return pending;
}
