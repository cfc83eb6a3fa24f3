import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { getGetNotificationsMockHandler } from '@/api/generated/notifications/notifications.msw';
import { NotificationsPage } from '@/features/notifications/NotificationsPage';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers, SLOW } from '../responses';
import { EVERY_KIND, manyUnread, page } from './fixtures';

const meta = {
  title: 'Pages/Notifications/List',
  component: NotificationsPage,
  parameters: pageParameters({ path: '/:lang/notifications', route: '/en/notifications' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (handlers: RequestHandler[]) => ({
  parameters: { msw: { handlers: { notifications: handlers } } },
});

/** Answers the page the body asks for. */
async function manyAnswer(request: Request) {
  const body = (await request.clone().json()) as { page?: number };
  return manyUnread(body.page ?? 1);
}

/** demo@example.com's notifications from the demo backend, newest first; three unread. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const ticket = await canvas.findByRole(
      'link',
      { name: 'Support answered your ticket “Deposit not credited yet”.' },
      SLOW,
    );
    await expect(ticket).toHaveAttribute('href', '/en/tickets/103');
    await expect(
      canvas.getByRole('link', { name: /^New sign-in from Safari on iPhone/ }),
    ).toHaveAttribute('href', '/en/security#sessions-title');
    // A kind the cabinet does not know: a general sentence with its date, and no link.
    await expect(canvas.getByText('There is an update about your account.')).toBeVisible();
    await expect(canvas.getAllByText('Unread:', { exact: false })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  },
};

/** Every kind written in words: amounts in their currency, the company, the device. */
export const EveryKind: Story = {
  ...answers([getGetNotificationsMockHandler(page(EVERY_KIND))]),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your notifications' }, SLOW);
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    await expect(
      within(list).getByRole('link', { name: 'Your deposit of $ 500.00 was credited.' }),
    ).toHaveAttribute('href', '/en/transactions?type=deposit&status=completed');
    await expect(
      within(list).getByRole('link', {
        name: 'You were allocated 100 shares of Skyline Mobility AG.',
      }),
    ).toHaveAttribute('href', '/en/ipo/my-ipo');
    await expect(
      within(list).getByRole('link', {
        name: 'New sign-in from Firefox 136 on Windows in Vienna, Austria.',
      }),
    ).toBeVisible();
    await expect(
      within(list).getByRole('link', { name: 'Your withdrawal of € 800.00 was declined.' }),
    ).toHaveAttribute('href', '/en/transactions?type=withdrawal&status=rejected');
    await expect(
      within(list).getByRole('link', { name: 'Your identity is verified.' }),
    ).toHaveAttribute('href', '/en/settings/verification');
    // The unknown kind keeps its place and its date, with a way to mark it read.
    const unknown = items[4]!;
    await expect(unknown).toHaveTextContent('There is an update about your account.');
    await expect(within(unknown).getByRole('button', { name: 'Mark as read' })).toBeVisible();
    await expect(unknown.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-15T04:00:00.000Z',
    );
  },
};

/** `?unread=1`: the unread ones only; the box says so. */
export const UnreadOnly: Story = {
  parameters: { page: { route: '/en/notifications?unread=1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Unread only' })).toBeChecked();
    const list = await canvas.findByRole('list', { name: 'Your notifications' }, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
  },
};

/** 134 unread over seven pages: the second page, opened by the pagination. */
export const SecondPage: Story = {
  ...answers([getGetNotificationsMockHandler(({ request }) => manyAnswer(request))]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }, SLOW));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await expect(await canvas.findByText('Your deposit of $ 50.00 was credited.')).toBeVisible();
  },
};

/** Nothing yet: a calm empty state. */
export const Empty: Story = {
  ...answers([getGetNotificationsMockHandler(page([]))]),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No notifications yet' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const Loading: Story = {
  tags: ['no-snapshot'],
  parameters: {
    msw: { handlers: { notifications: [getGetNotificationsMockHandler(neverAnswers)] } },
    snapshot: { reason: 'The placeholders shimmer.' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading notifications');
  },
};

/** The list failed: a message with a retry in place. */
export const Failed: Story = {
  name: 'Error',
  ...answers([getGetNotificationsMockHandler(networkError)]),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'The notifications could not be loaded' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Every kind on a phone. */
export const Mobile: Story = { ...EveryKind, ...onViewport('mobile') };

/** In German, the amounts in the standard notation. */
export const German: Story = {
  parameters: {
    page: { route: '/de/notifications' },
    msw: { handlers: { notifications: [getGetNotificationsMockHandler(page(EVERY_KIND))] } },
  },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Benachrichtigungen' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole(
        'link',
        { name: 'Ihre Einzahlung von $ 500.00 wurde gutgeschrieben.' },
        SLOW,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeEnabled();
  },
};
