import { DepositPage } from '@/features/payments/DepositPage';

export const Component = DepositPage;
