import { EmailResendPage } from '@/features/auth/EmailResendPage';

export const Component = EmailResendPage;
