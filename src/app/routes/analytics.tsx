import { AnalyticsPage } from '@/features/analytics/AnalyticsPage';

export const Component = AnalyticsPage;
