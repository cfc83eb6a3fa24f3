import { TicketDetailPage } from '@/features/tickets/TicketDetailPage';

export const Component = TicketDetailPage;
