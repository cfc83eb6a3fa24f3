import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TicketMessage, type TicketMessageData } from '@/design-system/TicketMessage';
import { onViewport } from '../viewport';

const client: TicketMessageData = {
  id: 1,
  author: 'client',
  body: 'Hello,\n\nmy withdrawal of $ 1,250.50 from 13 March is still pending.\nCould you check it, please?',
  attachments: [
    { name: 'bank-statement-march.pdf', url: '/files/bank-statement-march.pdf', size: 245_760 },
  ],
  created_at: '2026-03-14T09:12:00Z',
};

const support: TicketMessageData = {
  id: 2,
  author: 'support',
  body: 'Hi, thank you for waiting.\nThe payment was sent today; it usually arrives within 1–3 business days.',
  attachments: [],
  created_at: '2026-03-15T17:20:00Z',
};

const meta = {
  title: 'Design system/Domain/TicketMessage',
  component: TicketMessage,
  args: { message: client },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TicketMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromClient: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'bank-statement-march.pdf' });
    await expect(link).toHaveAttribute('href', '/files/bank-statement-march.pdf');
    await expect(canvas.getByText('(240 KB)')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Attachments' })).toBeInTheDocument();
  },
};

export const FromSupport: Story = { args: { message: support } };

/** Markup in a body is text, never HTML. */
export const PlainTextOnly: Story = {
  args: {
    message: {
      ...support,
      id: 3,
      body: '<b>Not bold</b> <img src=x onerror="alert(1)">\nSecond line',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText(/<b>Not bold<\/b>/)).toBeVisible();
  },
};

/** A conversation: the client on the end side, support on the start side. */
export const Conversation: Story = {
  render: (args) => (
    <>
      <TicketMessage {...args} message={client} />
      <TicketMessage {...args} message={support} />
      <TicketMessage
        {...args}
        message={{
          id: 4,
          author: 'client',
          body: 'Thanks! Two more files attached.',
          attachments: [
            { name: 'screenshot.png', url: '/files/screenshot.png', size: 1_572_864 },
            { name: 'id-card-front.jpg', url: '/files/id-card-front.jpg', size: 860 },
          ],
          created_at: '2026-03-16T08:00:00Z',
        }}
      />
    </>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <>
      <TicketMessage
        {...args}
        locale="de"
        authorLabels={{ client: 'Sie' }}
        attachmentsLabel="Anhänge"
        message={{
          ...client,
          body: 'Guten Tag,\nich möchte meine Kontoeinstellungen ändern. Die Seite https://example.com/de/settings/verification/dokumente-hochladen-und-pruefen lädt nicht.',
          attachments: [
            {
              name: 'Bildschirmfoto-Kontoeinstellungen-Verifizierungsdokumente.png',
              url: '/files/x.png',
              size: 3_400_000,
            },
          ],
        }}
      />
      <TicketMessage
        {...args}
        locale="fi"
        authorLabels={{ support: 'Asiakastuki' }}
        message={{
          ...support,
          body: 'Kaupankäyntitilin avaaminen epäonnistui, koska tilien enimmäismäärä on saavutettu.\nOta yhteyttä asiakastukeen.',
        }}
      />
    </>
  ),
};

export const Mobile: Story = {
  render: Conversation.render,
  ...onViewport('mobile'),
};
