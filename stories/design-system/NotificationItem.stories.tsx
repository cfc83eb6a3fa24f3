import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { NotificationItem } from '@/design-system/NotificationItem';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Domain/NotificationItem',
  component: NotificationItem,
  args: {
    text: 'Your deposit of $ 500.00 was credited.',
    date: 'Mar 16, 2026, 10:00 AM',
    dateTime: '2026-03-16T10:00:00Z',
    unread: true,
    href: '/en/transactions?type=deposit&status=completed',
    topic: 'money',
    onOpen: fn(),
  },
  decorators: [
    (Story) => (
      <ul style={{ display: 'grid', gap: 8, padding: 0, margin: 0, maxWidth: 560 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread: tinted, a dot, and "Unread" for screen readers; the sentence links to its subject. */
export const Unread: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Your deposit of $ 500.00 was credited.' });
    await expect(canvas.getByText('Unread:', { exact: false })).toBeInTheDocument();
    await expect(canvas.getByText('Mar 16, 2026, 10:00 AM')).toHaveAttribute(
      'datetime',
      '2026-03-16T10:00:00Z',
    );
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledOnce();
    link.blur();
  },
};

export const Read: Story = {
  args: {
    unread: false,
    text: 'Support answered your ticket “Withdrawal still pending”.',
    topic: 'support',
    href: '/en/tickets/103',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Unread:', { exact: false })).toBeNull();
  },
};

/** A kind the cabinet does not know: no link, a button to mark it read. */
export const WithoutLink: Story = {
  args: {
    text: 'There is an update about your account.',
    topic: 'general',
    href: undefined,
    action: (
      <Button type="button" variant="link" size="sm">
        Mark as read
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Mark as read' })).toBeVisible();
  },
};

/** Every topic as the list shows them, on a phone. */
export const Topics: Story = {
  ...onViewport('mobile'),
  render: (args) => (
    <>
      <NotificationItem {...args} />
      <NotificationItem
        {...args}
        unread={false}
        topic="ipo"
        text="You were allocated 100 shares of Skyline Mobility AG."
      />
      <NotificationItem
        {...args}
        topic="security"
        text="New sign-in from Firefox 136 on Windows in Vienna, Austria."
      />
      <NotificationItem
        {...args}
        unread={false}
        topic="account"
        text="Your identity is verified."
      />
      <NotificationItem
        {...args}
        unread={false}
        topic="support"
        text="Support answered your ticket “Deposit not credited yet”."
      />
    </>
  ),
};
