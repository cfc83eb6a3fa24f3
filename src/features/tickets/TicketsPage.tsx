import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetAllTickets } from '@/api/generated/tickets/tickets';
import type { Ticket } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { ErrorState } from '@/design-system/ErrorState';
import { Notice } from '@/design-system/Notice';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { TicketListItem } from '@/design-system/TicketListItem';
import { paths } from '@/config/paths';
import type { Locale } from '@/i18n/locales';
import { createdMessage, ticketMessages as m } from './messages';
import { NewTicketForm } from './NewTicketForm';
import {
  Columns,
  Header,
  Lead,
  List,
  PageTitle,
  Panel,
  Section,
  SectionTitle,
  Stack,
  TextLink,
  renderRouterLink,
} from './ui';
import { useStatusLabels } from './useStatusLabels';
import { selectTickets } from './tolerant';

/** The client's tickets (newest activity first) and the form for a new one. */
export function TicketsPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const query = useGetAllTickets({ query: { select: selectTickets } });
  const statusLabels = useStatusLabels();
  const [created, setCreated] = useState<Ticket | null>(null);
  const subjectRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const formPanelRef = useRef<HTMLElement>(null);
  const tickets = query.data?.data;

  const startNewTicket = () => {
    formPanelRef.current?.scrollIntoView?.({ block: 'start' });
    subjectRef.current?.focus();
  };

  let list;
  if (query.isError && !tickets) {
    list = (
      <ErrorState
        titleAs="h3"
        title={intl.formatMessage(m.errorTitle)}
        description={intl.formatMessage(m.errorText)}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!tickets) {
    list = (
      <SkeletonGroup label={intl.formatMessage(m.loading)}>
        <List>
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton height={64} radius="md" />
            </li>
          ))}
        </List>
      </SkeletonGroup>
    );
  } else if (tickets.length === 0) {
    list = (
      <EmptyState
        titleAs="h3"
        title={intl.formatMessage(m.emptyTitle)}
        description={intl.formatMessage(m.emptyText)}
      />
    );
  } else {
    list = (
      <List>
        {tickets.map((ticket) => (
          <TicketListItem
            key={ticket.id}
            ticket={ticket}
            href={paths.ticketDetail.href(locale, ticket.id)}
            renderLink={renderRouterLink}
            unreadLabel={intl.formatMessage(m.unread)}
            updatedLabel={intl.formatMessage(m.updated)}
            statusLabels={statusLabels}
            locale={locale}
          />
        ))}
      </List>
    );
  }

  return (
    <Stack>
      <Header>
        <div>
          <PageTitle>{intl.formatMessage(m.title)}</PageTitle>
          <Lead>{intl.formatMessage(m.lead)}</Lead>
        </div>
        <Button type="button" onClick={startNewTicket}>
          {intl.formatMessage(m.newTicket)}
        </Button>
      </Header>
      {created && (
        <Notice>
          <p>{intl.formatMessage(createdMessage, { subject: created.subject })}</p>
          <TextLink to={paths.ticketDetail.href(locale, created.id)}>{created.subject}</TextLink>
        </Notice>
      )}
      <Columns>
        <Section aria-labelledby="tickets-list-title">
          <SectionTitle id="tickets-list-title">{intl.formatMessage(m.listTitle)}</SectionTitle>
          {list}
        </Section>
        <Panel ref={formPanelRef} aria-labelledby="new-ticket-title">
          <SectionTitle id="new-ticket-title">{intl.formatMessage(m.formTitle)}</SectionTitle>
          <NewTicketForm subjectRef={subjectRef} onCreated={setCreated} />
        </Panel>
      </Columns>
    </Stack>
  );
}
