import { EmailVerifyPage } from '@/features/auth/EmailVerifyPage';

export const Component = EmailVerifyPage;
