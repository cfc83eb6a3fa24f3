import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/tickets/Tickets.stories';
import { attachFiles, fillNewTicket, pickedFile } from '../../../stories/pages/tickets/play';
import {
  getGetAllTicketsMockHandler,
  getGetAllTicketsResponseMock,
} from '@/api/generated/tickets/tickets.msw';
import { readBody } from '@/mocks/http-utils';
import { server } from '@/mocks/node';
import { useCleanClient } from '../../api/helpers';
import { playContext } from '../../utils/play';
import { recordRequests, renderPageStory, type PageStory } from '../../utils/renderPageStory';

const { Loaded, Empty, Loading, Failed, InvalidAttachments, Uploading, Created, German } =
  composeStories(stories);

const CREATE = '*/api/tickets/create';

const render = (Story: PageStory, watch = [] as ReturnType<typeof recordRequests>['handler'][]) =>
  renderPageStory(Story, { watch });

describe('TicketsPage', () => {
  useCleanClient();

  it('lists the tickets with subject, status, last update and the unread mark', async () => {
    const { play } = render(Loaded);
    await play();
  });

  it.each([
    ['empty', Empty],
    ['loading', Loading],
    ['error', Failed],
  ])('renders the %s state', async (_, Story) => {
    await render(Story as PageStory).play();
  });

  it('loads the list again when "Try again" is pressed', async () => {
    await render(Failed).play();
    // The server is back: the demo backend answers again.
    server.use(getGetAllTicketsMockHandler(getGetAllTicketsResponseMock()));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'How do I change my leverage?' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('sends a new ticket as multipart: subject, message and every file as attachments[]', async () => {
    const requests = recordRequests('post', CREATE);
    const { play } = render(Created, [requests.handler]);
    await play();
    expect(requests.seen).toHaveLength(1);
    const request = requests.seen[0]!;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // The raw parts (undici's own formData() rejects jsdom's File), then parsed as a backend does.
    expect(await request.clone().text()).toContain('name="attachments[]"; filename="receipt.png"');
    expect(await readBody(request)).toEqual({
      subject: 'Card withdrawal',
      // Multipart encoding turns line breaks into CRLF, as browsers do.
      message: 'Where is my money?\r\nThanks',
      attachments: [
        expect.objectContaining({ name: 'receipt.png', size: 2048, type: 'image/png' }),
      ],
    });
  });

  it('sends multipart even without files', async () => {
    const requests = recordRequests('post', CREATE);
    render(Empty, [requests.handler]);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'No file');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Just text');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    await screen.findByRole('status');
    const request = requests.seen[0]!;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    const body = await request.formData();
    expect([...body.keys()]).toEqual(['subject', 'message']);
    expect(body.get('subject')).toBe('No file');
  });

  it('refuses wrong types, big files and a sixth file before anything is uploaded', async () => {
    const requests = recordRequests('post', CREATE);
    await render(InvalidAttachments, [requests.handler]).play();
    await attachFiles(
      playContext(document.body),
      [1, 2, 3, 4, 5].map((n) => pickedFile(`page-${n}.pdf`, 'application/pdf')),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“page-5.pdf” was not added: you can attach at most 5 files.',
    );
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(5);
    expect(requests.seen).toHaveLength(0);
  });

  it('stays busy while the server has not answered and sends only once', async () => {
    // jsdom reports no upload progress: the bar itself is checked by the story in a browser.
    const requests = recordRequests('post', CREATE);
    render(Uploading, [requests.handler]);
    await fillNewTicket(playContext(document.body), [pickedFile('receipt.png', 'image/png')]);
    const send = screen.getByRole('button', { name: 'Send ticket' });
    const user = userEvent.setup();
    await user.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), '{Enter}');
    expect(requests.seen).toHaveLength(1);
  });

  it("shows the server's 422 under the fields and keeps what was typed", async () => {
    const message = 'Please give your ticket a subject.';
    renderPageStory(Empty, {
      watch: [
        http.post(CREATE, () =>
          HttpResponse.json(
            {
              message,
              errors: { subject: [message], 'attachments.0': ['The attachment failed to upload.'] },
            },
            { status: 422 },
          ),
        ),
      ],
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    const subject = screen.getByRole('textbox', { name: /^Subject/ });
    await waitFor(() => expect(subject).toHaveAttribute('aria-invalid', 'true'));
    expect(subject).toHaveAccessibleDescription(message);
    expect(screen.getByText('The attachment failed to upload.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Kept');
  });

  it('is translated', async () => {
    await render(German).play();
  });
});
