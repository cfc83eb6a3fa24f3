export {
  TicketMessage,
  type TicketAttachment,
  type TicketMessageData,
  type TicketMessageProps,
} from './TicketMessage';
export type { Author as TicketMessageAuthor } from './TicketMessage.styles';
