import type { Verification, VerificationDocument } from '@/api/generated/model';
import { every, fail, isRecord, text } from '@/lib/tolerant';

/**
 * A `settings/verification` answer (`{ data: { status, documents } }`). A document without its
 * type or status makes it unreadable (the page shows its error, never fewer documents than there
 * are); a reason that is not text is not shown.
 */
export function selectVerification(answer: unknown): Verification {
  const data = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(data) || typeof data.status !== 'string') return fail();
  const documents = every(data.documents, (document): VerificationDocument | null =>
    typeof document.type === 'string' && typeof document.status === 'string'
      ? {
          type: document.type,
          status: document.status,
          uploaded_at: text(document.uploaded_at),
          reason: typeof document.reason === 'string' ? document.reason : null,
        }
      : null,
  );
  return { status: data.status as Verification['status'], documents };
}
