import { SecurityPage } from '@/features/account/security/SecurityPage';

export const Component = SecurityPage;
