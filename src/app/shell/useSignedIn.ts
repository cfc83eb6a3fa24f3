import { useIsAuthenticated } from '@/session';
import { useSession } from '@/stores/session';
import { useOffline } from './offline';

/**
 * Signed in as far as the frame is concerned: an authenticated user, or a token whose user could
 * not be fetched because the network failed (the client keeps the signed-in frame while offline).
 */
export function useSignedIn(): boolean {
  const authenticated = useIsAuthenticated();
  const token = useSession((s) => s.token);
  const offline = useOffline((s) => s.offline);
  return authenticated || (!!token && offline);
}
