import { CalendarPage } from '@/features/ipo/CalendarPage';

export const Component = CalendarPage;
