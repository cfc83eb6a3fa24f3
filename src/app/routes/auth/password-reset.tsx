import { PasswordResetPage } from '@/features/auth/PasswordResetPage';

export const Component = PasswordResetPage;
