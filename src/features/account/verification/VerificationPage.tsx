import { useGetVerification } from '@/api/generated/settings/settings';
import { SettingsFrame } from '../SettingsFrame';
import { LoadFailed, LoadingRows } from '../states';
import { Card, Stack } from '../ui';
import { UploadCard } from './UploadCard';
import { VerificationStatusCard } from './VerificationStatusCard';

/** `/settings/verification`: where the identity check stands, the documents, and an upload. */
export function VerificationPage() {
  const verification = useGetVerification();
  return (
    <SettingsFrame section="verification">
      <Stack>
        {verification.data ? (
          <VerificationStatusCard verification={verification.data.data} />
        ) : (
          <Card>
            {verification.isError ? (
              <LoadFailed onRetry={() => void verification.refetch()} />
            ) : (
              <LoadingRows rows={3} height={56} />
            )}
          </Card>
        )}
        <UploadCard />
      </Stack>
    </SettingsFrame>
  );
}
