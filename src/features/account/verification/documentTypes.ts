import { defineMessages, type MessageDescriptor } from 'react-intl';
import { lookup } from '@/lib/tolerant';

/** The document types the server accepts for `document_type`. */
export const DOCUMENT_TYPES = [
  'passport',
  'id_card',
  'driving_licence',
  'proof_of_address',
] as const;

export const documentTypeMessages = defineMessages({
  passport: { id: 'account.verification.type.passport', defaultMessage: 'Passport' },
  id_card: { id: 'account.verification.type.idCard', defaultMessage: 'Identity card' },
  driving_licence: {
    id: 'account.verification.type.drivingLicence',
    defaultMessage: 'Driving licence',
  },
  proof_of_address: {
    id: 'account.verification.type.proofOfAddress',
    defaultMessage: 'Proof of address (utility bill or bank statement)',
  },
});

/** The translated name of a document type; an unknown type shows as the server sent it. */
export const documentTypeLabel = (type: string): MessageDescriptor | string =>
  lookup<MessageDescriptor>(documentTypeMessages, type) ?? type;

/** JPEG, PNG or PDF, by MIME type or extension (some systems send no type for a PDF). */
export const ACCEPTED_FILES = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/** 10 MB, the server's limit (10240 kilobytes). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
