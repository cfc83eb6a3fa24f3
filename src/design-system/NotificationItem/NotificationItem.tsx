import type { ReactNode } from 'react';
import { Link } from '../Link';
import { TopicIcon, type NotificationTopic } from './icons';
import { Icon, Item, Main, Meta, Side, Text, UnreadDot } from './NotificationItem.styles';

export type { NotificationTopic } from './icons';

export interface NotificationItemProps {
  /** The sentence that says what happened, in the reader's language. */
  text: string;
  /** When it happened, written for the reader (their language and clock). */
  date: string;
  /** When it happened, ISO 8601 (the `<time>` element's `dateTime`). */
  dateTime: string;
  /** Not read yet: marked with a dot, a tint and `unreadLabel` for screen readers. */
  unread: boolean;
  /** Hidden text before the sentence of an unread notification. */
  unreadLabel?: string;
  /** What the notification is about; the sentence becomes a link over the whole item. */
  href?: string;
  /** Called when the link is followed (before the navigation): to mark it read. */
  onOpen?: () => void;
  /** The icon: what the notification is about. */
  topic?: NotificationTopic;
  /** A control beside the item ("Mark as read"), above the link. */
  action?: ReactNode;
}

/** One notification in a list (`<ul>`): icon, sentence (a link to its subject), date, unread dot. */
export function NotificationItem({
  text,
  date,
  dateTime,
  unread,
  unreadLabel = 'Unread',
  href,
  onOpen,
  topic = 'general',
  action,
}: NotificationItemProps) {
  return (
    <Item $unread={unread} data-unread={unread || undefined}>
      <Icon>
        <TopicIcon topic={topic} />
      </Icon>
      <Main>
        <Text $unread={unread}>
          {unread && <span className="visually-hidden">{`${unreadLabel}: `}</span>}
          {href ? (
            <Link href={href} onClick={onOpen}>
              {text}
            </Link>
          ) : (
            text
          )}
        </Text>
        <Meta>
          <time dateTime={dateTime}>{date}</time>
        </Meta>
      </Main>
      <Side>
        {action}
        {unread && <UnreadDot aria-hidden="true" />}
      </Side>
    </Item>
  );
}
