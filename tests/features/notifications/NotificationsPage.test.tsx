import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/notifications/Notifications.stories';
import {
  getGetNotificationsMockHandler404,
  getMarkNotificationsReadMockHandler500,
} from '@/api/generated/notifications/notifications.msw';
import { server } from '@/mocks/node';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory, type PageStory } from '../../utils/renderPageStory';

const { Loaded, EveryKind, UnreadOnly, SecondPage, Empty, Loading, Failed, Mobile, German } =
  composeStories(stories);

const READ = '*/api/notifications/read';
const LIST = '*/api/notifications';

const bodies = (requests: Request[]) => Promise.all(requests.map((request) => request.json()));

describe('NotificationsPage', () => {
  useCleanClient();

  it.each([
    ['loaded', Loaded],
    ['every kind', EveryKind],
    ['unread only', UnreadOnly],
    ['second page', SecondPage],
    ['empty', Empty],
    ['loading', Loading],
    ['error', Failed],
    ['phone', Mobile],
    ['German', German],
  ])('renders the %s state', async (_, Story) => {
    await renderPageStory(Story as PageStory).play();
  });

  it('marks all as read with one { all: true }, however often it is pressed, and the marks go at once', async () => {
    const reads = recordRequests('post', READ);
    const { play } = renderPageStory(Loaded, { watch: [reads.handler] });
    await play();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Mark all as read' });
    await user.dblClick(button);
    await user.click(button);
    await waitFor(() => expect(screen.queryAllByText('Unread:', { exact: false })).toHaveLength(0));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled(),
    );
    expect(await bodies(reads.seen)).toEqual([{ all: true }]);
  });

  it('marks one read when it is opened, and leads to what it is about', async () => {
    const reads = recordRequests('post', READ);
    const { play, location } = renderPageStory(EveryKind, { watch: [reads.handler] });
    await play();
    await userEvent.setup().click(
      screen.getByRole('link', {
        name: 'Support answered your ticket “Deposit not credited yet”.',
      }),
    );
    await waitFor(() => expect(location.current?.pathname).toBe('/en/tickets/103'));
    expect(await bodies(reads.seen)).toEqual([{ ids: [209] }]);
  });

  it('sends nothing when a notification already read is opened', async () => {
    const reads = recordRequests('post', READ);
    const { play } = renderPageStory(EveryKind, { watch: [reads.handler] });
    await play();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Your identity is verified.' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads.seen).toHaveLength(0);
  });

  it('marks a notification of an unknown kind read by its button', async () => {
    const reads = recordRequests('post', READ);
    const { play } = renderPageStory(EveryKind, { watch: [reads.handler] });
    await play();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull());
    expect(await bodies(reads.seen)).toEqual([{ ids: [206] }]);
  });

  it('puts the marks back and says so when marking fails', async () => {
    const { play } = renderPageStory(Loaded);
    await play();
    server.use(getMarkNotificationsReadMockHandler500());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(
      await screen.findByText('The notifications could not be marked as read. Please try again.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.getAllByText('Unread:', { exact: false })).toHaveLength(3));
  });

  it('keeps the unread filter in the address and sends it', async () => {
    const lists = recordRequests('post', LIST);
    const { play, location } = renderPageStory(Loaded, { watch: [lists.handler] });
    await play();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(location.current?.search).toBe('?unread=1'));
    const list = screen.getByRole('list', { name: 'Your notifications' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const sent = await bodies(lists.seen);
    expect(sent).toContainEqual({ page: 1, unread_only: true });
    expect(sent).toContainEqual({ page: 1 });
  });

  it('shows what the route gives for a backend without notifications, and nothing of them', async () => {
    server.use(getGetNotificationsMockHandler404());
    renderPageStory(Loaded, { withHandlers: false });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
