import type { Verification, VerificationDocument } from '@/api/generated/model';
import { useGetVerification } from '@/api/generated/settings/settings';
import { SettingsFrame } from '../SettingsFrame';
import { LoadFailed, LoadingRows } from '../states';
import { Card, Stack } from '../ui';
import { UploadCard } from './UploadCard';
import { VerificationStatusCard } from './VerificationStatusCard';

const isDocument = (value: unknown): value is VerificationDocument =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VerificationDocument).type === 'string' &&
  typeof (value as VerificationDocument).status === 'string';

/**
 * The verification in an answer, null when it holds none. Production does not validate answers,
 * so a drifting backend must not take the page down: unreadable documents are left out and a
 * reason that is not text is not shown.
 */
function readVerification(answer: unknown): Verification | null {
  const data = (answer as { data?: unknown } | null)?.data as Verification | undefined;
  if (typeof data !== 'object' || data === null) return null;
  if (typeof data.status !== 'string' || !Array.isArray(data.documents)) return null;
  const documents = data.documents.filter(isDocument).map((document) => ({
    ...document,
    uploaded_at: String(document.uploaded_at),
    reason: typeof document.reason === 'string' ? document.reason : null,
  }));
  return { status: data.status, documents };
}

/** `/settings/verification`: where the identity check stands, the documents, and an upload. */
export function VerificationPage() {
  const verification = useGetVerification();
  const data = verification.data === undefined ? undefined : readVerification(verification.data);
  return (
    <SettingsFrame section="verification">
      <Stack>
        {data ? (
          <VerificationStatusCard verification={data} />
        ) : (
          <Card>
            {verification.isError || data === null ? (
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
