import type { AuthToken } from '@/api/generated/model';
import { autologinByToken } from '@/api/generated/auth/auth';

// Its own module so the router can run it at start without loading the exchange's API call.
export { stripAutologinToken } from './autologinAddress';

const exchanges = new Map<string, Promise<AuthToken>>();

/**
 * Exchanges the link token for a session token once per page life (a token is single-use, so a
 * re-render or a second mount must not spend it twice). A failed exchange may be tried again.
 */
export function exchangeAutologinToken(token: string): Promise<AuthToken> {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = autologinByToken(encodeURIComponent(token));
    exchanges.set(token, pending);
    pending.catch(() => exchanges.delete(token));
  }
  return pending;
}
