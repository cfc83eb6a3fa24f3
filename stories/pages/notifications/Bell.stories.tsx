import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import {
  getGetNotificationsMockHandler,
  getGetNotificationsMockHandler404,
} from '@/api/generated/notifications/notifications.msw';
import { NotificationCenter } from '@/features/notifications/NotificationCenter';
import { NotificationsDialog } from '@/features/notifications/NotificationsDialog';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, SLOW } from '../responses';
import { EVERY_KIND, manyUnread, page } from './fixtures';

/** The end of a navbar, where the app puts the bell. */
const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  min-height: 64px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.navbar};
  color: ${({ theme }) => theme.colors.navbarText};
`;

function BellInBar() {
  return (
    <Bar>
      <NotificationCenter />
    </Bar>
  );
}

const meta = {
  title: 'Pages/Notifications/Bell',
  component: BellInBar,
  parameters: pageParameters({ route: '/en/home' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof BellInBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (handlers: RequestHandler[]) => ({
  parameters: { msw: { handlers: { notifications: handlers } } },
});

const BELL = /^Notifications/;

/** The demo investor: three unread, said by the bell's name and its badge. */
export const Unread: Story = {
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 3 unread' }, SLOW);
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(within(bell).getByText('3')).toBeVisible();
  },
};

/** The panel: the newest first, every kind in words; Escape closes it, the focus back on the bell. */
export const Open: Story = {
  ...answers([getGetNotificationsMockHandler(page(EVERY_KIND))]),
  play: async ({ canvas, userEvent, step }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 5 unread' }, SLOW);
    await step('Open the panel', async () => {
      await userEvent.click(bell);
    });
    const dialog = await canvas.findByRole('dialog', { name: 'Notifications' }, SLOW);
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(dialog).getByRole('link', { name: 'Your deposit of $ 500.00 was credited.' }),
    ).toBeVisible();
    await expect(within(dialog).getByText('There is an update about your account.')).toBeVisible();
    await expect(
      within(dialog).getByRole('link', { name: 'See all notifications' }),
    ).toHaveAttribute('href', '/en/notifications');
    await step('Escape closes it', async () => {
      await userEvent.keyboard('{Escape}');
    });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(bell).toHaveFocus();
  },
};

/** 134 unread: the badge says 99+, and so does the name. */
export const ManyUnread: Story = {
  ...answers([getGetNotificationsMockHandler(manyUnread(1))]),
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 99+ unread' }, SLOW);
    await expect(within(bell).getByText('99+')).toBeVisible();
  },
};

/** All read: the bell without a number. */
export const AllRead: Story = {
  ...answers([getGetNotificationsMockHandler(page([]))]),
  play: async ({ canvas, userEvent }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications' }, SLOW);
    await expect(bell.textContent).toBe('');
    await userEvent.click(bell);
    const dialog = await canvas.findByRole('dialog', { name: 'Notifications' }, SLOW);
    await expect(
      within(dialog).getByRole('heading', { name: 'No notifications yet' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** A backend without notifications (404): no bell, no trace. */
export const NotOffered: Story = {
  tags: ['no-snapshot'],
  parameters: {
    msw: { handlers: { notifications: [getGetNotificationsMockHandler404()] } },
    snapshot: { reason: 'An empty bar: nothing to picture.' },
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('button', { name: BELL })).toBeNull();
  },
};

/** The panel opened on a phone. */
export const OpenOnPhone: Story = {
  ...Open,
  ...onViewport('mobile'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Notifications, 5 unread' }, SLOW),
    );
    await expect(await canvas.findByRole('dialog', { name: 'Notifications' }, SLOW)).toBeVisible();
  },
};

/** The panel's list could not be loaded: a message with a retry in the panel. */
export const PanelFailed: StoryObj<typeof NotificationsDialog> = {
  render: () => <NotificationsDialog onClose={() => undefined} />,
  parameters: {
    msw: { handlers: { notifications: [getGetNotificationsMockHandler(networkError)] } },
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Notifications' }, SLOW);
    await expect(
      await within(dialog).findByRole(
        'heading',
        { name: 'The notifications could not be loaded' },
        SLOW,
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
