import { RegisterPage } from '@/features/auth/RegisterPage';

export const Component = RegisterPage;
