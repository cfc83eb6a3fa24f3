import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { getGetPasskeysQueryKey, useGetPasskeys } from '@/api/generated/security/security';
import type { Passkey } from '@/api/generated/model';
import { isNotOffered } from '@/api/offered';
import { selectPasskeys } from '@/api/readers/passkeys';
import { browserSupportsPasskeys, rememberPasskeysOffered } from '@/session';
import { QueryStates } from '@/page/QueryStates';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { Card, CardHeader, CardLead, CardTitle } from '../../SettingsCard';
import { AddPasskey } from './AddPasskey';
import { passkeyMessages as messages } from './messages';
import { PasskeyItem, PasskeyList } from './PasskeyItem';
import { RemovePasskeyDialog } from './RemovePasskeyDialog';

/**
 * Passkeys on the security page (calls 60–63, beyond the specification): what they are, the
 * client's passkeys with when each was added and last used, adding one and removing one (with the
 * password). A backend that does not offer them (404/405) leaves no trace: no card at all. What
 * the list says also tells the sign-in page whether to offer passkeys on this device.
 */
export function PasskeysCard() {
  const t = useIntl().formatMessage;
  const queryClient = useQueryClient();
  const passkeys = useGetPasskeys({
    query: { select: selectPasskeys, retry: false, meta: { beyondSpec: true } },
  });
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [supported] = useState(browserSupportsPasskeys);
  const [gone, setGone] = useState(false);

  const notOffered = gone || (passkeys.isError && isNotOffered(passkeys.error));
  const answered = passkeys.isSuccess;
  useEffect(() => {
    if (notOffered) rememberPasskeysOffered(false);
    else if (answered) rememberPasskeysOffered(true);
  }, [notOffered, answered]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetPasskeysQueryKey() });

  if (notOffered) return null;
  if (passkeys.isPending) {
    return (
      <SkeletonGroup label={t(messages.loading)}>
        <Skeleton height={280} radius="lg" />
      </SkeletonGroup>
    );
  }

  return (
    <Card aria-labelledby="passkeys-title">
      <CardHeader>
        <CardTitle id="passkeys-title">{t(messages.title)}</CardTitle>
        <CardLead>{t(messages.lead)}</CardLead>
      </CardHeader>
      <QueryStates
        query={passkeys}
        loading={null}
        error={{ title: t(messages.loadFailed), headingLevel: 3 }}
        isEmpty={(list) => list.length === 0}
        empty={<CardLead>{t(messages.empty)}</CardLead>}
      >
        {(list) => (
          <PasskeyList aria-label={t(messages.listLabel)}>
            {list.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} onRemove={setRemoving} />
            ))}
          </PasskeyList>
        )}
      </QueryStates>
      {supported ? (
        <AddPasskey onAdded={() => void refresh()} onNotOffered={() => setGone(true)} />
      ) : (
        <CardLead role="note">{t(messages.unavailable)}</CardLead>
      )}
      {removing && (
        <RemovePasskeyDialog
          passkey={removing}
          onRemoved={() => {
            setRemoving(null);
            void refresh();
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </Card>
  );
}
