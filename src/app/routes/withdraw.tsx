import { WithdrawPage } from '@/features/payments/WithdrawPage';

export const Component = WithdrawPage;
