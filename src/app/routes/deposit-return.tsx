import { DepositReturnPage } from '@/features/payments/depositReturn/DepositReturnPage';

export const Component = DepositReturnPage;
