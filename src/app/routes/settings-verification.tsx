import { VerificationPage } from '@/features/account/verification/VerificationPage';

export const Component = VerificationPage;
