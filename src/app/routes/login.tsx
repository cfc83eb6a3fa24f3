import { LoginPage } from '@/features/auth/LoginPage';

export const Component = LoginPage;
