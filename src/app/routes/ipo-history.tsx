import { HistoryPage } from '@/features/ipo/HistoryPage';

export const Component = HistoryPage;
