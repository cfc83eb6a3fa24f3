import { defineMessages, useIntl } from 'react-intl';
import { accountTitles } from '../messages';
import { SettingsFrame } from '../SettingsFrame';
import { LoadFailed, LoadingRows } from '../states';
import { Card, CardHeader, CardLead, CardTitle, PageTitle } from '../ui';
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
      {user.data && nameLock.settled ? (
        <ProfileForm user={user.data} idPrefix={idPrefix} namesLocked={nameLock.locked} />
      ) : user.isError ? (
        <LoadFailed onRetry={() => void user.refetch()} />
      ) : (
        <LoadingRows rows={4} />
      )}
    </Card>
  );
}

/** `/profile`: the client's personal details. */
export function ProfilePage() {
  const intl = useIntl();
  return (
    <>
      <PageTitle>{intl.formatMessage(accountTitles.profile)}</PageTitle>
      <ProfileSection idPrefix="profile" />
    </>
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
