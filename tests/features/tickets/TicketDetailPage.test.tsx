import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TicketWithMessagesData } from '@/api/generated/model';
import { getGetTicketByIdMockHandler } from '@/api/generated/tickets/tickets.msw';
import { AWAITING_REFRESH_MS, THREAD_REFRESH_MS } from '@/features/tickets/TicketDetailPage';
import { readBody } from '@/mocks/http-utils';
import * as stories from '../../../stories/pages/tickets/TicketDetail.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory, type PageStory } from '../../utils/renderPageStory';

const { Loaded, PlainText, Loading, Failed, NotFound, Replied, Finnish } = composeStories(stories);

const REPLY = '*/api/tickets/reply';
const THREAD = '*/api/tickets/get-ticket-by-id';

describe('TicketDetailPage', () => {
  useCleanClient();
  afterEach(() => vi.useRealTimers());

  it.each([
    ['the conversation with its files', Loaded],
    ['plain-text bodies with safe links only', PlainText],
    ['the loading state', Loading],
    ['the error state with a retry', Failed],
    ['a ticket that is not found', NotFound],
    ['Finnish texts', Finnish],
  ])('shows %s', async (_, Story) => {
    await renderPageStory(Story as PageStory).play();
  });

  it('asks for the ticket of the address bar by its integer id', async () => {
    const thread = recordRequests('post', THREAD);
    await renderPageStory(Loaded, { watch: [thread.handler] }).play();
    expect(await thread.seen[0]!.json()).toEqual({ ticket_id: 103 });
  });

  it('sends a reply as multipart (ticket_id, message, attachments[]) and shows it at once', async () => {
    const replies = recordRequests('post', REPLY);
    await renderPageStory(Replied, { watch: [replies.handler] }).play();
    expect(replies.seen).toHaveLength(1);
    const request = replies.seen[0]!;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(await request.clone().text()).toContain('name="attachments[]"; filename="page-2.pdf"');
    expect(await readBody(request)).toEqual({
      ticket_id: '128',
      message: 'Here is the second page.',
      attachments: [expect.objectContaining({ name: 'page-2.pdf', type: 'application/pdf' })],
    });
  });

  it('sends a reply without files as multipart too', async () => {
    const replies = recordRequests('post', REPLY);
    renderPageStory(Loaded, { watch: [replies.handler] });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Your reply/ }), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await screen.findByText('Your reply was sent. Support will answer here.');
    const request = replies.seen[0]!;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    const body = await request.formData();
    expect([...body.entries()]).toEqual([
      ['ticket_id', '103'],
      ['message', 'Thanks!'],
    ]);
  });

  it('asks again every 30 seconds while the conversation is open, so new answers appear', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
    const thread = recordRequests('post', THREAD);
    renderPageStory(Loaded, { watch: [thread.handler] });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Deposit not credited yet' },
      { timeout: 4000 },
    );
    expect(thread.seen).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(THREAD_REFRESH_MS));
    // At least one more: in a full run a focus or online event may add another refetch.
    await waitFor(() => expect(thread.seen.length).toBeGreaterThanOrEqual(2));
  });

  it("asks again after 10 seconds, not 30, while the last message is the client's", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
    const thread = recordRequests('post', THREAD);
    const awaiting: TicketWithMessagesData = {
      data: {
        id: 103,
        subject: 'Deposit not credited yet',
        status: 'open',
        created_at: '2026-03-16T10:00:00Z',
        updated_at: '2026-03-16T10:00:00Z',
        unread: false,
        messages: [
          {
            id: 1,
            author: 'client',
            body: 'My deposit has not arrived.',
            attachments: [],
            created_at: '2026-03-16T10:00:00Z',
          },
        ],
      },
    };
    renderPageStory(Loaded, {
      watch: [thread.handler, getGetTicketByIdMockHandler(awaiting)],
    });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Deposit not credited yet' },
      { timeout: 4000 },
    );
    const before = thread.seen.length;
    // 10 s, a third of the usual pause: only the faster refresh can have asked again.
    await act(() => vi.advanceTimersByTimeAsync(AWAITING_REFRESH_MS));
    await waitFor(() => expect(thread.seen.length).toBeGreaterThan(before));
  });

  it('asks again when the window regains focus', async () => {
    const thread = recordRequests('post', THREAD);
    renderPageStory(Loaded, { watch: [thread.handler] });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Deposit not credited yet' },
      { timeout: 4000 },
    );
    const { focusManager } = await import('@tanstack/react-query');
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(thread.seen.length).toBeGreaterThanOrEqual(2));
    focusManager.setFocused(undefined);
  });
});
