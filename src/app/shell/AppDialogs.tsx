import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { serverErrorDialogClosed } from '@/api/events';
import { ConfirmDialog } from '@/design-system/ConfirmDialog';
import { ServerErrorDialog } from '@/design-system/ServerErrorDialog';
import { env } from '@/lib/env';
import { paths } from '@/config/paths';
import { useSignOut } from '@/session';
import { useDialogs } from '@/stores/dialogs';
import { usePreferences } from '@/stores/preferences';
import { errorPageMessages } from '../layouts/errorMessages';
import { refetchFailed } from './offline';
import { useSignedIn } from './useSignedIn';

const messages = defineMessages({
  tokenExpiredTitle: {
    id: 'token_expired_alert_title',
    defaultMessage: 'Your session has expired',
  },
  tokenExpiredText: {
    id: 'token_expired_alert_text',
    defaultMessage: 'For your security you have been signed out. Please sign in again.',
  },
  ok: { id: 'app.dialog.ok', defaultMessage: 'OK' },
  cancel: { id: 'app.dialog.cancel', defaultMessage: 'Cancel' },
  close: { id: 'm167_close', defaultMessage: 'Close' },
  serverErrorTitle: { id: 'app.dialog.serverErrorTitle', defaultMessage: 'Server error' },
  serverResponse: { id: 'app.dialog.serverResponse', defaultMessage: 'Server response' },
  retry: { id: 'app.dialog.retry', defaultMessage: 'Try again' },
  support: { id: 'app.dialog.support', defaultMessage: 'Contact support' },
});

/** Shows the dialogs the HTTP client's events queued (see connectApiEvents), one at a time. */
export function AppDialogs() {
  const intl = useIntl();
  const signOut = useSignOut();
  const current = useDialogs((s) => s.queue[0]);
  const next = useDialogs((s) => s.shift);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const locale = usePreferences((s) => s.locale);

  const signOutAndGoToLogin = async () => {
    setBusy(true);
    await signOut();
    setBusy(false);
    next();
  };

  const closeServerError = () => {
    next();
    serverErrorDialogClosed();
  };

  const retry = () => {
    closeServerError();
    void refetchFailed(queryClient);
  };

  // Help is always one step away: the tickets page when signed in, the support e-mail otherwise.
  const support = {
    supportHref: signedIn ? paths.tickets.href(locale) : `mailto:${env.supportEmail}`,
    supportLabel: intl.formatMessage(messages.support),
  };

  if (!current) return null;
  if (current.kind === 'unauthorized') {
    return (
      <ConfirmDialog
        open
        title={intl.formatMessage(messages.tokenExpiredTitle)}
        text={intl.formatMessage(messages.tokenExpiredText)}
        confirmLabel={intl.formatMessage(messages.ok)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        closeLabel={intl.formatMessage(messages.close)}
        busy={busy}
        onConfirm={() => void signOutAndGoToLogin()}
        onCancel={() => void signOutAndGoToLogin()}
      />
    );
  }
  const common = {
    open: true,
    closeLabel: intl.formatMessage(messages.close),
    onClose: closeServerError,
    onRetry: retry,
    retryLabel: intl.formatMessage(messages.retry),
    ...support,
  };
  if (current.kind === 'server-error') {
    return (
      <ServerErrorDialog
        {...common}
        html={current.html}
        title={intl.formatMessage(messages.serverErrorTitle)}
        frameTitle={intl.formatMessage(messages.serverResponse)}
      />
    );
  }
  return (
    <ServerErrorDialog
      {...common}
      title={intl.formatMessage(errorPageMessages.errorTitle)}
      text={intl.formatMessage(errorPageMessages.errorText)}
    />
  );
}
