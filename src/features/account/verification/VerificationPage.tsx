import { useGetVerification } from '@/api/generated/settings/settings';
import { selectVerification } from '@/api/readers/verification';
import { QueryStates } from '@/page/QueryStates';
import { SettingsFrame } from '../SettingsFrame';
import { LoadingRows } from '../states';
import { PageStack } from '@/page/PageStack';
import { Card } from '../SettingsCard';
import { UploadCard } from './UploadCard';
import { VerificationStatusCard } from './VerificationStatusCard';

/** `/settings/verification`: where the identity check stands, the documents, and an upload. */
export function VerificationPage() {
  const verification = useGetVerification({ query: { select: selectVerification } });
  return (
    <SettingsFrame section="verification">
      <PageStack>
        <QueryStates
          query={verification}
          loading={
            <Card>
              <LoadingRows rows={3} height={56} />
            </Card>
          }
        >
          {(data) => <VerificationStatusCard verification={data} />}
        </QueryStates>
        <UploadCard />
      </PageStack>
    </SettingsFrame>
  );
}
