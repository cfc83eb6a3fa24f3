import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  getGetSessionsQueryKey,
  revokeSession,
  useGetSessions,
} from '@/api/generated/settings/settings';
import type { RevokeSessionRequest, Session } from '@/api/generated/model';
import { selectSessions } from '@/api/readers/sessions';
import { Button } from '@/design-system/Button';
import { ConfirmDialog } from '@/design-system/ConfirmDialog';
import { QueryStates } from '@/page/QueryStates';
import { useToasts } from '@/stores/toasts';
import { accountMessages } from '../messages';
import { LoadingRows } from '../states';
import { Card, CardHeader, CardLead, CardTitle } from '../SettingsCard';
import { SessionItem, SessionList } from './SessionItem';

const messages = defineMessages({
  title: { id: 'account.sessions.title', defaultMessage: 'Active sessions' },
  lead: {
    id: 'account.sessions.lead',
    defaultMessage:
      'Devices signed in to your account. Sign out any you do not recognise, then change your password.',
  },
  signOut: { id: 'account.sessions.signOut', defaultMessage: 'Sign out' },
  signOutAll: { id: 'account.sessions.signOutAll', defaultMessage: 'Sign out all other sessions' },
  onlyThis: {
    id: 'account.sessions.onlyThis',
    defaultMessage: 'No other device is signed in to your account.',
  },
  confirmOneTitle: {
    id: 'account.sessions.confirmOneTitle',
    defaultMessage: 'Sign out this session?',
  },
  confirmAllTitle: {
    id: 'account.sessions.confirmAllTitle',
    defaultMessage: 'Sign out all other sessions?',
  },
  revokedOne: {
    id: 'account.sessions.revokedOne',
    defaultMessage: 'The session has been signed out.',
  },
  revokedAll: {
    id: 'account.sessions.revokedAll',
    defaultMessage: 'All other sessions have been signed out.',
  },
  revokeFailed: {
    id: 'account.sessions.revokeFailed',
    defaultMessage: 'The session could not be signed out. Please try again.',
  },
});

const confirmOneText = defineMessage<{ device: string; ip: string }>({
  id: 'account.sessions.confirmOneText',
  defaultMessage:
    '{device} ({ip}) will be signed out and has to sign in again to use your account.',
});

const confirmAllText = defineMessage<{ count: number }>({
  id: 'account.sessions.confirmAllText',
  defaultMessage:
    '{count, plural, one {# other device} other {# other devices}} will be signed out. This device stays signed in.',
});

type Pending = { kind: 'one'; session: Session } | { kind: 'all'; count: number };

/**
 * The pending sign-out and its confirmation: the request once (a second confirm while it is on its
 * way sends nothing), a toast either way, then the list is fetched again.
 */
function useRevokeFlow() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const pushToast = useToasts((s) => s.push);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const confirm = async () => {
    if (!pending || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const body: RevokeSessionRequest =
      pending.kind === 'one' ? { session_id: pending.session.id } : { all_others: true };
    try {
      await revokeSession(body);
      const done = pending.kind === 'one' ? messages.revokedOne : messages.revokedAll;
      pushToast({ tone: 'success', message: intl.formatMessage(done) });
    } catch {
      pushToast({ tone: 'error', message: intl.formatMessage(messages.revokeFailed) });
    } finally {
      inFlight.current = false;
      setBusy(false);
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: getGetSessionsQueryKey() });
    }
  };

  return { pending, setPending, busy, confirm };
}

/** The titled confirmation of a sign-out (one device, or all others). */
function RevokeDialog({ flow }: { flow: ReturnType<typeof useRevokeFlow> }) {
  const intl = useIntl();
  const { pending } = flow;
  const all = pending?.kind === 'all';
  return (
    <ConfirmDialog
      open={pending !== null}
      tone="danger"
      busy={flow.busy}
      title={intl.formatMessage(all ? messages.confirmAllTitle : messages.confirmOneTitle)}
      text={
        pending?.kind === 'one'
          ? intl.formatMessage(confirmOneText, {
              device: pending.session.device,
              ip: pending.session.ip,
            })
          : intl.formatMessage(confirmAllText, {
              count: pending?.kind === 'all' ? pending.count : 0,
            })
      }
      confirmLabel={intl.formatMessage(all ? messages.signOutAll : messages.signOut)}
      cancelLabel={intl.formatMessage(accountMessages.cancel)}
      closeLabel={intl.formatMessage(accountMessages.close)}
      onConfirm={() => void flow.confirm()}
      onCancel={() => flow.setPending(null)}
    />
  );
}

/** The signed-in devices, with "Sign out" per device and for all others, each confirmed first. */
export function SessionsCard() {
  const intl = useIntl();
  const sessions = useGetSessions({ query: { select: selectSessions } });
  const flow = useRevokeFlow();

  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader>
        <CardTitle id="sessions-title">{intl.formatMessage(messages.title)}</CardTitle>
        <CardLead>{intl.formatMessage(messages.lead)}</CardLead>
      </CardHeader>
      <QueryStates query={sessions} loading={<LoadingRows rows={3} height={72} />}>
        {(list) => {
          // This device first, then the most recently active.
          const ordered = [...list].sort(
            (a, b) =>
              Number(b.current) - Number(a.current) ||
              b.last_active_at.localeCompare(a.last_active_at),
          );
          const others = list.filter((session) => !session.current);
          return (
            <>
              <SessionList>
                {ordered.map((session) => (
                  <SessionItem
                    key={session.id}
                    session={session}
                    onSignOut={(chosen) => flow.setPending({ kind: 'one', session: chosen })}
                  />
                ))}
              </SessionList>
              {others.length === 0 ? (
                <CardLead>{intl.formatMessage(messages.onlyThis)}</CardLead>
              ) : (
                <div>
                  <Button
                    variant="danger"
                    onClick={() => flow.setPending({ kind: 'all', count: others.length })}
                  >
                    {intl.formatMessage(messages.signOutAll)}
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </QueryStates>
      <RevokeDialog flow={flow} />
    </Card>
  );
}
