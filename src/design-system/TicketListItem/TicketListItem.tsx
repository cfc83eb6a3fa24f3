import { formatDateTime } from '@/lib/format';
import { CardLink } from '../CardLink';
import { StatusBadge, type KnownStatus } from '../StatusBadge';
import { Item, Main, Meta, Subject, UnreadDot } from './TicketListItem.styles';

/** The ticket fields the item shows (structurally the API's `Ticket`). */
export interface TicketListItemTicket {
  id: number;
  subject: string;
  status: 'open' | 'answered' | 'closed' | (string & {});
  /** ISO 8601 (UTC). */
  updated_at: string;
  /** A support reply the client has not read yet. */
  unread: boolean;
}

export interface TicketListItemProps {
  /** The ticket to show. */
  ticket: TicketListItemTicket;
  /** The ticket's page; the whole item becomes a link named by the subject. */
  href?: string;
  /** `li` inside a `<ul>` (default), or `div`. */
  as?: 'li' | 'div';
  /** Hidden text next to the unread dot. */
  unreadLabel?: string;
  /** Caption before the date of the last update. */
  updatedLabel?: string;
  /** Names of the statuses; missing entries fall back to English. */
  statusLabels?: Partial<Record<KnownStatus, string>>;
  /** Locale (BCP 47) of the date. */
  locale?: string;
}

/** One support ticket in the list: unread dot, subject, last update and status. */
export function TicketListItem({
  ticket,
  href,
  as = 'li',
  unreadLabel = 'Unread reply',
  updatedLabel = 'Updated',
  statusLabels,
  locale = 'en',
}: TicketListItemProps) {
  return (
    <Item as={as} $unread={ticket.unread} data-unread={ticket.unread || undefined}>
      <span>
        {ticket.unread && (
          <>
            <UnreadDot aria-hidden="true" />
            <span className="visually-hidden">{unreadLabel}</span>
          </>
        )}
      </span>
      <Main>
        <Subject $unread={ticket.unread}>
          {href ? <CardLink href={href}>{ticket.subject}</CardLink> : ticket.subject}
        </Subject>
        {ticket.updated_at && (
          <Meta>
            {updatedLabel}{' '}
            <time dateTime={ticket.updated_at}>{formatDateTime(ticket.updated_at, locale)}</time>
          </Meta>
        )}
      </Main>
      <StatusBadge status={ticket.status} labels={statusLabels} />
    </Item>
  );
}
