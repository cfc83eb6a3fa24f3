import { useSession } from '@/stores/session';
import { markOffline } from './offline';

/**
 * A request got no answer. Signed in (a token is held), the offline banner of the signed-in
 * layout shows until the connection is back; a visitor on a sign-in page sees only the form's own
 * network message, so nothing is raised for them.
 */
export function notifyOffline(): void {
  if (useSession.getState().token) markOffline();
}
