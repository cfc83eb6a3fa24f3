import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TicketListItem, type TicketListItemTicket } from '@/design-system/TicketListItem';
import { onViewport } from '../viewport';

const ticket: TicketListItemTicket = {
  id: 812,
  subject: 'Withdrawal to my bank account is still pending',
  status: 'answered',
  updated_at: '2026-03-15T17:20:00Z',
  unread: true,
};

const meta = {
  title: 'Design system/Domain/TicketListItem',
  component: TicketListItem,
  args: { ticket, href: '/en/tickets?ticket=812' },
  decorators: [
    (Story) => (
      <ul style={{ display: 'grid', gap: 8, padding: 0, margin: 0, maxWidth: 640 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof TicketListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: ticket.subject });
    await expect(link).toHaveAttribute('href', '/en/tickets?ticket=812');
    await expect(canvas.getByText('Unread reply')).toBeInTheDocument();
    await expect(canvas.getByText('Answered')).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Read: Story = {
  args: {
    ticket: {
      ...ticket,
      id: 811,
      unread: false,
      status: 'open',
      subject: 'How do I change my leverage?',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Unread reply')).toBeNull();
  },
};

export const Closed: Story = {
  args: {
    ticket: {
      ...ticket,
      id: 810,
      unread: false,
      status: 'closed',
      subject: 'Document verification',
    },
  },
};

/** Several tickets as the list shows them. */
export const List: Story = {
  render: (args) => (
    <>
      <TicketListItem {...args} />
      <TicketListItem
        {...args}
        ticket={{
          ...ticket,
          id: 811,
          unread: false,
          status: 'open',
          subject: 'How do I change my leverage?',
        }}
      />
      <TicketListItem
        {...args}
        ticket={{
          ...ticket,
          id: 810,
          unread: false,
          status: 'closed',
          subject: 'Document verification',
        }}
      />
    </>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <>
      <TicketListItem
        {...args}
        locale="de"
        ticket={{
          ...ticket,
          subject:
            'Auszahlung auf mein Referenzkonto ist seit mehreren Werktagen in Bearbeitung – Kontoeinstellungen prüfen',
        }}
        unreadLabel="Ungelesene Antwort"
        updatedLabel="Aktualisiert"
        statusLabels={{ answered: 'Beantwortet' }}
      />
      <TicketListItem
        {...args}
        locale="fi"
        ticket={{
          ...ticket,
          id: 813,
          unread: false,
          status: 'open',
          subject: 'Kaupankäyntitilin avaaminen epäonnistui',
        }}
        updatedLabel="Päivitetty"
        statusLabels={{ open: 'Avoin' }}
      />
    </>
  ),
};

export const Mobile: Story = {
  ...onViewport('mobile'),
};
