import { TicketsPage } from '@/features/tickets/TicketsPage';

export const Component = TicketsPage;
