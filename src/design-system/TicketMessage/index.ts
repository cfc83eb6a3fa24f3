export { TicketMessage, type TicketMessageData } from './TicketMessage';
