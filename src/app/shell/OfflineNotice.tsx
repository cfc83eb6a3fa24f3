import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useRevalidator } from 'react-router-dom';
import { OfflineBanner } from '@/design-system/OfflineBanner';
import { useCurrentUser } from '@/session';
import { useSession } from '@/stores/session';
import { markOnline, refetchFailed, stillOffline, useOffline } from './offline';

const messages = defineMessages({
  offline: {
    id: 'app.offline.message',
    defaultMessage: 'You appear to be offline. You are still signed in and nothing is lost.',
  },
  server: {
    id: 'app.offline.serverMessage',
    defaultMessage:
      'Our server cannot be reached right now: check your connection or try again in a moment. You are still signed in and nothing is lost.',
  },
  retry: { id: 'app.offline.retry', defaultMessage: 'Check connection' },
});

/**
 * The one offline banner of the signed-in pages. Retry asks again for whatever failed; when the
 * user itself could not be fetched (offline on load) the guards run again to restore the session.
 */
export function OfflineNotice() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const offline = useOffline((s) => s.offline);
  const cause = useOffline((s) => s.cause);
  const token = useSession((s) => s.token);
  const user = useCurrentUser();
  const [retrying, setRetrying] = useState(false);
  const unconfirmed = !!token && !user;

  // Back online (event or a successful call) with the session still unconfirmed: restore it.
  useEffect(() => {
    if (!offline && unconfirmed && revalidator.state === 'idle') void revalidator.revalidate();
  }, [offline, unconfirmed, revalidator]);

  const retry = async () => {
    setRetrying(true);
    try {
      await Promise.all([
        refetchFailed(queryClient),
        unconfirmed ? revalidator.revalidate() : null,
      ]);
    } finally {
      setRetrying(false);
    }
    // A success already lowered the banner; with nothing left failing for want of a network
    // (e.g. only a mutation had failed), lower it too.
    if (!stillOffline(queryClient)) markOnline();
  };

  return (
    <OfflineBanner
      offline={offline}
      message={intl.formatMessage(cause === 'server' ? messages.server : messages.offline)}
      retryLabel={intl.formatMessage(messages.retry)}
      retrying={retrying}
      onRetry={() => void retry()}
    />
  );
}
