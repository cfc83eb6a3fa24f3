export {
  TicketListItem,
  type TicketListItemProps,
  type TicketListItemTicket,
} from './TicketListItem';
