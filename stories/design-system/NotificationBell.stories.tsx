import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NotificationBell } from '@/design-system/NotificationBell';

const meta = {
  title: 'Design system/Navigation/NotificationBell',
  component: NotificationBell,
  args: { count: 3, label: 'Notifications, 3 unread', onClick: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread: the badge over the corner; the name says the number. */
export const Unread: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(within(bell).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalledOnce();
    bell.blur();
  },
};

/** Nothing unread: no badge, the same size (nothing moves when one arrives). */
export const NoneUnread: Story = {
  args: { count: 0, label: 'Notifications' },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await expect(bell.textContent).toBe('');
    const { width, height } = bell.getBoundingClientRect();
    await expect([width, height]).toEqual([40, 40]);
  },
};

/** More than 99: the badge says 99+. */
export const Many: Story = {
  args: { count: 134, label: 'Notifications, 99+ unread' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};
