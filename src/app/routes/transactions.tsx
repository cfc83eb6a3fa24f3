import { TransactionsPage } from '@/features/transactions/TransactionsPage';

export const Component = TransactionsPage;
