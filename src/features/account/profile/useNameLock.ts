import { useGetVerification } from '@/api/generated/settings/settings';
import { selectVerification } from '@/api/readers/verification';

/** The verification status of a `settings/verification` answer. */
const statusOf = (answer: unknown): string => selectVerification(answer).status;

export interface NameLock {
  /** The verification answer (or its failure) is in: the form can be shown as it will stay. */
  settled: boolean;
  /** The identity check confirmed the legal name: first and last name are read-only. */
  locked: boolean;
}

/**
 * Whether the legal name is locked by a verified identity. The form waits for the answer, so the
 * names never turn read-only under the client's fingers; a failed answer leaves them editable:
 * only a known `verified` locks them (the backend stays the judge of a name change).
 */
export function useNameLock(): NameLock {
  const verification = useGetVerification({ query: { select: statusOf } });
  return {
    settled: verification.isSuccess || verification.isError,
    locked: verification.data === 'verified',
  };
}
