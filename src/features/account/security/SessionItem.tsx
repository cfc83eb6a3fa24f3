import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Session } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { StatusBadge } from '@/design-system/StatusBadge';
import { formatDateTime } from '@/lib/format';

const messages = defineMessages({
  thisDevice: { id: 'account.sessions.thisDevice', defaultMessage: 'This device' },
  ip: { id: 'account.sessions.ip', defaultMessage: 'IP address' },
  place: { id: 'account.sessions.place', defaultMessage: 'Place' },
  placeUnknown: { id: 'account.sessions.placeUnknown', defaultMessage: 'Unknown' },
  lastActive: { id: 'account.sessions.lastActive', defaultMessage: 'Last active' },
  signOut: { id: 'account.sessions.signOut', defaultMessage: 'Sign out' },
});

export const SessionList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const Facts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  flex: 1 1 240px;
`;

const Device = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Details = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  & dt::after {
    content: ':';
  }
  & dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

/** One signed-in device: what, where from, when last; "Sign out" unless it is this one. */
export function SessionItem({
  session,
  onSignOut,
}: {
  session: Session;
  onSignOut: (session: Session) => void;
}) {
  const intl = useIntl();
  const deviceId = `session-${session.id}-device`;
  return (
    <Item>
      <Facts>
        <Device id={deviceId}>
          {session.device}
          {session.current && (
            <StatusBadge status="active" label={intl.formatMessage(messages.thisDevice)} />
          )}
        </Device>
        <Details>
          <div>
            <dt>{intl.formatMessage(messages.ip)}</dt>
            <dd>{session.ip}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.place)}</dt>
            <dd>{session.location ?? intl.formatMessage(messages.placeUnknown)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.lastActive)}</dt>
            <dd>
              <time dateTime={session.last_active_at}>
                {formatDateTime(session.last_active_at, intl.locale)}
              </time>
            </dd>
          </div>
        </Details>
      </Facts>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={deviceId}
          onClick={() => onSignOut(session)}
        >
          {intl.formatMessage(messages.signOut)}
        </Button>
      )}
    </Item>
  );
}
