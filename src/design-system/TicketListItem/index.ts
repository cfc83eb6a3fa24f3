export { TicketListItem, type TicketListItemTicket } from './TicketListItem';
