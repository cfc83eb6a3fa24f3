import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getGetAllTicketsQueryKey, useGetTicketById } from '@/api/generated/tickets/tickets';
import { selectTicket } from '@/api/readers/ticket';
import { isAxiosError } from '@/api/errors';
import type { TicketWithMessages } from '@/api/generated/model';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { StatusBadge } from '@/design-system/StatusBadge';
import { TicketMessage } from '@/design-system/TicketMessage';
import { paths } from '@/config/paths';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import { PageHeader } from '@/page/PageHeader';
import { NotFound, QueryStates } from '@/page/QueryStates';
import { openedMessage, ticketMessages as m } from './messages';
import { ReplyForm } from './ReplyForm';
import { PageStack } from '@/page/PageStack';
import { List, Panel, Section, SectionTitle, TextLink } from './TicketLayout';
import { useStatusLabels } from './useStatusLabels';

/** While a conversation is open, support's answers arrive without a reload. */
export const THREAD_REFRESH_MS = 30_000;
/** Sooner while the client's message waits for support: that is when an answer is expected. */
export const AWAITING_REFRESH_MS = 10_000;

/** How soon to ask again, from the last answer (raw, as the cache holds it). */
function threadRefreshMs(answer: unknown): number {
  let ticket: TicketWithMessages | undefined;
  try {
    ticket = selectTicket(answer).data;
  } catch {
    return THREAD_REFRESH_MS;
  }
  const awaiting = ticket.status !== 'closed' && ticket.messages.at(-1)?.author === 'client';
  return awaiting ? AWAITING_REFRESH_MS : THREAD_REFRESH_MS;
}

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Messages = styled(List)`
  gap: ${({ theme }) => theme.space[3]};
`;

/** One ticket: its messages (client and support), attachments to download, and the reply box. */
export function TicketDetailPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { id = '' } = useParams();
  const ticketId = /^\d+$/.test(id) ? Number(id) : NaN;
  const queryClient = useQueryClient();
  const query = useGetTicketById(
    { ticket_id: ticketId },
    {
      query: {
        enabled: !Number.isNaN(ticketId),
        refetchInterval: (current) => threadRefreshMs(current.state.data),
        // 'always': a fresh-enough cache must not keep a new answer from showing.
        refetchOnWindowFocus: 'always',
        select: selectTicket,
      },
      // The conversation has its own placeholders; the periodic refresh must not flash the bar.
      request: { showLoader: false },
    },
  );
  const ticket = query.data?.data;

  // Opening a ticket marks its answers read: the list must drop the unread mark.
  const unreadSeen = Boolean(ticket);
  useEffect(() => {
    if (unreadSeen) void queryClient.invalidateQueries({ queryKey: getGetAllTicketsQueryKey() });
  }, [unreadSeen, queryClient]);

  const back = <TextLink to={paths.tickets.href(locale)}>{intl.formatMessage(m.back)}</TextLink>;
  const missing =
    Number.isNaN(ticketId) ||
    (query.isError &&
      isAxiosError(query.error) &&
      [404, 422].includes(query.error.response?.status ?? 0));

  return (
    <PageStack>
      <div>{back}</div>
      {missing && !ticket ? (
        <NotFound
          title={intl.formatMessage(m.notFoundTitle)}
          description={intl.formatMessage(m.notFoundText)}
        />
      ) : (
        <QueryStates
          // Without `isFetching`: the periodic refresh must not turn a failure into a placeholder.
          query={{ data: ticket, isError: query.isError, refetch: query.refetch }}
          loading={
            <SkeletonGroup label={intl.formatMessage(m.threadLoading)}>
              <Skeleton height={36} width="60%" />
              <Skeleton height={96} radius="lg" />
              <Skeleton height={96} radius="lg" />
            </SkeletonGroup>
          }
          // Nothing else of the page is there: the failure is its heading.
          error={{
            title: intl.formatMessage(m.threadErrorTitle),
            description: intl.formatMessage(m.errorText),
            headingLevel: 1,
          }}
        >
          {(shown) => <Thread ticket={shown} />}
        </QueryStates>
      )}
    </PageStack>
  );
}

function Thread({ ticket }: { ticket: TicketWithMessages }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const statusLabels = useStatusLabels();
  const authorLabels = {
    client: intl.formatMessage(m.you),
    support: intl.formatMessage(m.support),
  };

  return (
    <>
      <div>
        <PageHeader heading={ticket.subject} />
        <Meta>
          <StatusBadge status={ticket.status} labels={statusLabels} />
          <span>
            {intl.formatMessage(openedMessage, { date: formatDate(ticket.created_at, locale) })}
          </span>
        </Meta>
      </div>
      <Section aria-labelledby="ticket-conversation-title">
        <SectionTitle id="ticket-conversation-title">
          {intl.formatMessage(m.conversation)}
        </SectionTitle>
        <Messages>
          {ticket.messages.map((message) => (
            <li key={message.id}>
              <TicketMessage
                message={message}
                authorLabels={authorLabels}
                attachmentsLabel={intl.formatMessage(m.files)}
                locale={locale}
              />
            </li>
          ))}
        </Messages>
      </Section>
      <Panel aria-labelledby="ticket-reply-title">
        <SectionTitle id="ticket-reply-title">{intl.formatMessage(m.replyTitle)}</SectionTitle>
        <ReplyForm ticketId={ticket.id} />
      </Panel>
    </>
  );
}
