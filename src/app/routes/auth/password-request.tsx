import { PasswordRequestPage } from '@/features/auth/PasswordRequestPage';

export const Component = PasswordRequestPage;
