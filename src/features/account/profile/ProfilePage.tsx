import { defineMessages, useIntl } from 'react-intl';
import { PageHeader } from '@/page/PageHeader';
import { QueryStates } from '@/page/QueryStates';
import { SettingsFrame } from '../SettingsFrame';
import { LoadingRows } from '../states';
import { PageStack } from '@/page/PageStack';
import { Card, CardHeader, CardLead, CardTitle } from '../SettingsCard';
import { useAccountUser } from '../useAccountUser';
import { ProfileForm } from './ProfileForm';
import { useNameLock } from './useNameLock';

const messages = defineMessages({
  title: { id: 'account.profile.cardTitle', defaultMessage: 'Personal details' },
  lead: {
    id: 'account.profile.cardLead',
    defaultMessage: 'Your name as on your identity document, and how we can reach you.',
  },
});

/**
 * The profile card: its loading and error states, then the form once the user and whether their
 * name is locked by a verified identity are known.
 */
function ProfileSection({ idPrefix }: { idPrefix: string }) {
  const intl = useIntl();
  const user = useAccountUser();
  const nameLock = useNameLock();
  return (
    <Card aria-labelledby={`${idPrefix}-card-title`}>
      <CardHeader>
        <CardTitle id={`${idPrefix}-card-title`}>{intl.formatMessage(messages.title)}</CardTitle>
        <CardLead>{intl.formatMessage(messages.lead)}</CardLead>
      </CardHeader>
      <QueryStates
        // The form waits for the name lock too: a verified name must never be editable first.
        query={{
          data: nameLock.settled ? user.data : undefined,
          isError: user.isError,
          isFetching: user.isFetching,
          refetch: user.refetch,
        }}
        loading={<LoadingRows rows={4} />}
      >
        {(data) => <ProfileForm user={data} idPrefix={idPrefix} namesLocked={nameLock.locked} />}
      </QueryStates>
    </Card>
  );
}

/** `/profile`: the client's personal details. */
export function ProfilePage() {
  return (
    <PageStack>
      <PageHeader page="profile" />
      <ProfileSection idPrefix="profile" />
    </PageStack>
  );
}

/** `/settings/profile`: the same form inside the settings layout. */
export function SettingsProfilePage() {
  return (
    <SettingsFrame section="profile">
      <ProfileSection idPrefix="settings-profile" />
    </SettingsFrame>
  );
}
