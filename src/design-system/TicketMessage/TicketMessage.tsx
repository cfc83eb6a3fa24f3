import { formatBytes, formatDateTime } from '@/lib/format';
import { safeLinkUrl } from '@/lib/safe-link';
import { useId } from 'react';
import { Body, Bubble, Files, Header, Row, Size, type Author } from './TicketMessage.styles';

/** An attached file (structurally the API's `Attachment`). */
export interface TicketAttachment {
  name: string;
  url: string;
  /** Size in bytes. */
  size: number;
}

/** The message fields shown (structurally the API's ticket message). */
export interface TicketMessageData {
  id: number;
  author: Author;
  /** Plain text; never interpreted as HTML (`https:` addresses become links to a new tab). */
  body: string;
  attachments: TicketAttachment[];
  /** ISO 8601 (UTC). */
  created_at: string;
}

export interface TicketMessageProps {
  /** The message to show. */
  message: TicketMessageData;
  /** Names of the two authors. */
  authorLabels?: Partial<Record<Author, string>>;
  /** Hidden heading of the attachment list. */
  attachmentsLabel?: string;
  /** Locale (BCP 47) of the date. */
  locale?: string;
}

const DEFAULT_AUTHORS: Record<Author, string> = { client: 'You', support: 'Support' };

const PaperclipIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M21 12.5l-8.5 8.5a6 6 0 01-8.5-8.5L12.5 4a4 4 0 015.7 5.7l-8.5 8.5a2 2 0 01-2.8-2.8L15 7.3" />
  </svg>
);

/** `https:` addresses in a message become links; the rest stays text (no `http:`, no schemes). */
const HTTPS_URL = /(https:\/\/[^\s<>"']+)/g;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;

/** The message text with `https:` addresses as links to a new tab; everything else as text. */
function linkify(text: string) {
  return text.split(HTTPS_URL).map((part, index) => {
    if (index % 2 === 0) return part;
    const tail = TRAILING.exec(part)?.[0] ?? '';
    const url = tail ? part.slice(0, -tail.length) : part;
    return (
      <span key={index}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
        {tail}
      </span>
    );
  });
}

/** One message of a ticket conversation, chat-like: the client's on the end side, support's on the start side. */
export function TicketMessage({
  message,
  authorLabels,
  attachmentsLabel = 'Attachments',
  locale = 'en',
}: TicketMessageProps) {
  const filesId = useId();
  const author = authorLabels?.[message.author] ?? DEFAULT_AUTHORS[message.author];
  return (
    <Row $author={message.author} data-author={message.author}>
      <Bubble $author={message.author}>
        <Header>
          <strong>{author}</strong>
          <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
        </Header>
        <Body>{linkify(message.body)}</Body>
        {message.attachments.length > 0 && (
          <>
            <span id={filesId} className="visually-hidden">
              {attachmentsLabel}
            </span>
            <Files aria-labelledby={filesId}>
              {message.attachments.map((file, index) => {
                // An address that would leave https or the site is shown as a name, not a link.
                const href = safeLinkUrl(file.url);
                return (
                  <li key={`${file.url}-${index}`}>
                    {href ? (
                      <a href={href} download={file.name}>
                        <PaperclipIcon />
                        {file.name}
                      </a>
                    ) : (
                      <span>
                        <PaperclipIcon />
                        {file.name}
                      </span>
                    )}{' '}
                    <Size>({formatBytes(file.size)})</Size>
                  </li>
                );
              })}
            </Files>
          </>
        )}
      </Bubble>
    </Row>
  );
}
