import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../../stories/pages/notifications/Bell.stories';
import { EVERY_KIND, page } from '../../../stories/pages/notifications/fixtures';
import type { Notification } from '@/api/generated/model';
import {
  getGetNotificationsMockHandler,
  getGetNotificationsMockHandler404,
} from '@/api/generated/notifications/notifications.msw';
import { getGetWalletsQueryKey } from '@/api/generated/wallets/wallets';
import { getGetAllTicketsQueryKey } from '@/api/generated/tickets/tickets';
import { newStoryQueryClient } from '../../../stories/pages/frame';
import { forgetFirstPaint } from '@/lib/afterFirstPaint';
import { server } from '@/mocks/node';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory, type PageStory } from '../../utils/renderPageStory';

const { Unread, Open, ManyUnread, AllRead, NotOffered, OpenOnPhone, PanelFailed } =
  composeStories(stories);

const LIST = '*/api/notifications';
const READ = '*/api/notifications/read';

/** What the backend answers next: a list that the test changes as things happen. */
function backend(initial: Notification[]) {
  let list = initial;
  const handler = getGetNotificationsMockHandler(() => page(list));
  return { handler, set: (next: Notification[]) => (list = next) };
}

const arrived = (id: number, kind: string, params: Notification['params']): Notification => ({
  id,
  kind,
  params,
  created_at: '2026-03-16T09:59:00.000Z',
  read_at: null,
});

const bell = (name: string | RegExp = /^Notifications/) =>
  screen.findByRole('button', { name }, { timeout: 3000 });

const setVisibility = (state: 'hidden' | 'visible') => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
};

describe('NotificationCenter', () => {
  useCleanClient();
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['unread', Unread],
    ['open panel', Open],
    ['many unread', ManyUnread],
    ['all read', AllRead],
    ['not offered', NotOffered],
    ['phone', OpenOnPhone],
    ['failed panel', PanelFailed],
  ])('renders the %s state', async (_, Story) => {
    await renderPageStory(Story as PageStory).play();
  });

  it('leaves no trace and logs nothing for a backend that answers 404', async () => {
    const errors = vi.spyOn(console, 'error');
    const lists = recordRequests('post', LIST);
    server.use(getGetNotificationsMockHandler404());
    renderPageStory(Unread, { withHandlers: false, watch: [lists.handler] });
    await waitFor(() => expect(lists.seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('asks for the count only once the page has painted', async () => {
    forgetFirstPaint();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    const lists = recordRequests('post', LIST);
    renderPageStory(Unread, { watch: [lists.handler] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lists.seen).toHaveLength(0);
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    await bell('Notifications, 3 unread');
    expect(lists.seen).toHaveLength(1);
  });

  it('asks again every minute while the tab is visible, never while hidden, and on its return', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const lists = recordRequests('post', LIST);
    renderPageStory(Unread, { watch: [lists.handler] });
    await bell('Notifications, 3 unread');
    expect(lists.seen).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(lists.seen).toHaveLength(2));

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(lists.seen).toHaveLength(2);

    setVisibility('visible');
    await waitFor(() => expect(lists.seen).toHaveLength(3));
    expect(await lists.seen[2]!.json()).toEqual({ page: 1 });
  });

  it('announces a grown count politely, not the first count nor a refresh that changes nothing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const answers = backend(EVERY_KIND);
    server.use(answers.handler);
    renderPageStory(Unread, { withHandlers: false });
    await bell('Notifications, 5 unread');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(status).toHaveTextContent('');

    answers.set([
      arrived(300, 'deposit_completed', { amount: 75, currency: 'USD' }),
      ...EVERY_KIND,
    ]);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await bell('Notifications, 6 unread');
    expect(status).toHaveTextContent('You have 6 unread notifications');
    expect(status).toHaveAttribute('role', 'status');

    // Read elsewhere (one fewer): nothing said; when the count grows back, it is said again.
    answers.set(EVERY_KIND);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await bell('Notifications, 5 unread');
    expect(status).toHaveTextContent('');
    answers.set([
      arrived(302, 'ticket_answered', { ticket_id: 7, subject: 'Card' }),
      ...EVERY_KIND,
    ]);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await bell('Notifications, 6 unread');
    expect(status).toHaveTextContent('You have 6 unread notifications');
  });

  it('marks stale what a newly arrived notification is about, not on the first answer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const queryClient = newStoryQueryClient();
    queryClient.setQueryData(getGetWalletsQueryKey(), []);
    queryClient.setQueryData(getGetAllTicketsQueryKey(), { data: [] });
    const answers = backend(EVERY_KIND);
    server.use(answers.handler);
    renderPageStory(Unread, { withHandlers: false, queryClient });
    await bell('Notifications, 5 unread');
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(getGetWalletsQueryKey())).toBe(false);

    answers.set([
      arrived(301, 'deposit_completed', { amount: 75, currency: 'USD' }),
      ...EVERY_KIND,
    ]);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await bell('Notifications, 6 unread');
    await waitFor(() => expect(stale(getGetWalletsQueryKey())).toBe(true));
    expect(stale(getGetAllTicketsQueryKey())).toBe(false);
  });

  it('"Mark all as read" in the panel sends { all: true } once; the count goes at once', async () => {
    const reads = recordRequests('post', READ);
    renderPageStory(Unread, { watch: [reads.handler] });
    const user = userEvent.setup();
    await user.click(await bell('Notifications, 3 unread'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await bell('Notifications');
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled(),
    );
    expect(await Promise.all(reads.seen.map((request) => request.json()))).toEqual([{ all: true }]);
  });

  it('opening one in the panel marks it read, closes the panel and leads there', async () => {
    const reads = recordRequests('post', READ);
    const { location } = renderPageStory(Unread, { watch: [reads.handler] });
    const user = userEvent.setup();
    await user.click(await bell('Notifications, 3 unread'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(
      within(dialog).getByRole('link', { name: /^New sign-in from Safari on iPhone/ }),
    );
    await waitFor(() => expect(location.current?.pathname).toBe('/en/security'));
    expect(location.current?.hash).toBe('#sessions-title');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await bell('Notifications, 2 unread');
    expect(reads.seen).toHaveLength(1);
  });
});
