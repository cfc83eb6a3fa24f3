import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetAllTickets } from '@/api/generated/tickets/tickets';
import { selectTickets } from '@/api/readers/ticket';
import type { Ticket } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { Notice } from '@/design-system/Notice';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { TicketListItem } from '@/design-system/TicketListItem';
import { paths } from '@/config/paths';
import type { Locale } from '@/i18n/locales';
import { PageHeader } from '@/page/PageHeader';
import { QueryStates } from '@/page/QueryStates';
import { createdMessage, ticketMessages as m } from './messages';
import { NewTicketForm } from './NewTicketForm';
import { PageStack } from '@/page/PageStack';
import { Columns, List, Panel, Section, SectionTitle, TextLink } from './TicketLayout';
import { useStatusLabels } from './useStatusLabels';

/** The client's tickets, newest activity first, with their loading, error and empty states. */
function TicketList() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const query = useGetAllTickets({ query: { select: selectTickets } });
  const statusLabels = useStatusLabels();
  return (
    <Section aria-labelledby="tickets-list-title">
      <SectionTitle id="tickets-list-title">{intl.formatMessage(m.listTitle)}</SectionTitle>
      <QueryStates
        query={query}
        loading={
          <SkeletonGroup label={intl.formatMessage(m.loading)}>
            <List>
              {[0, 1, 2].map((index) => (
                <li key={index}>
                  <Skeleton height={64} radius="md" />
                </li>
              ))}
            </List>
          </SkeletonGroup>
        }
        error={{
          title: intl.formatMessage(m.errorTitle),
          description: intl.formatMessage(m.errorText),
          headingLevel: 3,
        }}
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <EmptyState
            titleAs="h3"
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyText)}
          />
        }
      >
        {(answer) => (
          <List>
            {answer.data.map((ticket) => (
              <TicketListItem
                key={ticket.id}
                ticket={ticket}
                href={paths.ticketDetail.href(locale, ticket.id)}
                unreadLabel={intl.formatMessage(m.unread)}
                updatedLabel={intl.formatMessage(m.updated)}
                statusLabels={statusLabels}
                locale={locale}
              />
            ))}
          </List>
        )}
      </QueryStates>
    </Section>
  );
}

/** The client's tickets (newest activity first) and the form for a new one. */
export function TicketsPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [created, setCreated] = useState<Ticket | null>(null);
  const subjectRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const formPanelRef = useRef<HTMLElement>(null);

  const startNewTicket = () => {
    formPanelRef.current?.scrollIntoView?.({ block: 'start' });
    subjectRef.current?.focus();
  };

  return (
    <PageStack>
      <PageHeader
        page="tickets"
        lead={intl.formatMessage(m.lead)}
        actions={
          <Button type="button" onClick={startNewTicket}>
            {intl.formatMessage(m.newTicket)}
          </Button>
        }
      />
      {created && (
        <Notice>
          <p>{intl.formatMessage(createdMessage, { subject: created.subject })}</p>
          <TextLink to={paths.ticketDetail.href(locale, created.id)}>{created.subject}</TextLink>
        </Notice>
      )}
      <Columns>
        <TicketList />
        <Panel ref={formPanelRef} aria-labelledby="new-ticket-title">
          <SectionTitle id="new-ticket-title">{intl.formatMessage(m.formTitle)}</SectionTitle>
          <NewTicketForm subjectRef={subjectRef} onCreated={setCreated} />
        </Panel>
      </Columns>
    </PageStack>
  );
}
