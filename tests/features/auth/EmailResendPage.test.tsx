import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
// One user-event copy per document, the tests' own (tests/utils/play.ts says why).
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/auth/EmailResend.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';
import { submitEmail } from './submitEmail';

const { Default, Prefilled, Sent, Sending, AlreadyVerified, Offline, German } =
  composeStories(stories);

const RESEND = '*/api/email/resend';

const resend = (email: string) => submitEmail(email, 'Send verification link');

describe('EmailResendPage', () => {
  useCleanClient();

  it("sends `{ email }` once and shows the server's status", async () => {
    const requests = recordRequests('post', RESEND);
    renderPageStory(Sent, { watch: [requests.handler] });
    await resend('new.client@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A fresh verification link has been sent to your email address.',
    );
    expect(requests.seen).toHaveLength(1);
    expect(await requests.seen[0]!.json()).toEqual({ email: 'new.client@example.com' });
  });

  it("runs the story: the server's status above the form", async () => {
    const { play } = renderPageStory(Sent);
    await play();
  });

  it('takes the address from `?email=`', async () => {
    const { play } = renderPageStory(Prefilled);
    await play();
  });

  it("shows the demo backend's 422 for a verified address under the e-mail field", async () => {
    renderPageStory(Default);
    await resend('demo@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the field below.');
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    expect(email).toHaveAccessibleDescription('Your e-mail address is already verified.');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the demo backend's 422 for an unknown address", async () => {
    renderPageStory(Default);
    await resend('nobody@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the field below.');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
      'We cannot find a user with that e-mail address.',
    );
  });

  it('runs the 422 story', async () => {
    const { play } = renderPageStory(AlreadyVerified);
    await play();
  });

  it('is busy while sending and sends only once', async () => {
    const requests = recordRequests('post', RESEND);
    const { play } = renderPageStory(Sending, { watch: [requests.handler] });
    await play();
    await waitFor(() => expect(requests.seen).toHaveLength(1));
    await userEvent.setup().type(screen.getByRole('textbox', { name: /^E-mail/ }), '{Enter}');
    expect(requests.seen).toHaveLength(1);
  });

  it('shows the translated offline banner and keeps the address', async () => {
    const { play } = renderPageStory(Offline);
    await play();
  });

  it('is translated', async () => {
    const { play } = renderPageStory(German);
    await play();
  });
});
