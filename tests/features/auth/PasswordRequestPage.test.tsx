import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
// One user-event copy per document, the tests' own (tests/utils/play.ts says why).
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RESEND_COOLDOWN_SECONDS } from '@/features/auth/CheckInbox';
import * as stories from '../../../stories/pages/auth/PasswordRequest.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';
import { submitEmail } from './submitEmail';

const { Default, Sent, Sending, UnknownEmail, Offline, German } = composeStories(stories);

const SEND_LINK = '*/api/password/email';

const requestLink = (email: string) => submitEmail(email, 'Send reset link');

describe('PasswordRequestPage', () => {
  useCleanClient();

  it('sends `{ email }` once, then says to check the inbox', async () => {
    const requests = recordRequests('post', SEND_LINK);
    renderPageStory(Default, { watch: [requests.handler] });
    await requestLink('demo@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/demo@example\.com/)).toBeInTheDocument();
    expect(requests.seen).toHaveLength(1);
    expect(await requests.seen[0]!.json()).toEqual({ email: 'demo@example.com' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets the link be sent again only after the cool-down, then shows the status in the page language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const requests = recordRequests('post', SEND_LINK);
      renderPageStory(Default, { watch: [requests.handler] });
      await requestLink('demo@example.com');
      const again = await screen.findByRole('button', { name: 'Send the link again' });
      expect(again).toBeDisabled();
      expect(screen.getByText('You can send it again in 60 seconds.')).toBeInTheDocument();
      vi.setSystemTime(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
      await waitFor(() => expect(again).toBeEnabled(), { timeout: 3000 });
      await userEvent.setup().click(again);
      expect(await screen.findByRole('status')).toHaveTextContent(
        'We have e-mailed your password reset link.',
      );
      expect(requests.seen).toHaveLength(2);
      expect(again).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks the address in the browser and sends nothing while it is wrong', async () => {
    const requests = recordRequests('post', SEND_LINK);
    renderPageStory(Default, { watch: [requests.handler] });
    await requestLink('anna@example');
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    expect(email).toHaveAccessibleDescription('The E-mail must be a valid e-mail address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the field below.');
    expect(requests.seen).toHaveLength(0);
  });

  it('runs the story: check your inbox, the resend waiting', async () => {
    const { play } = renderPageStory(Sent);
    await play();
  });

  it("shows the demo backend's 422 under the e-mail field and in the banner, and moves focus there", async () => {
    renderPageStory(Default);
    await requestLink('nobody@example.com');
    const message = 'We cannot find a user with that e-mail address.';
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the field below.');
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(message);
    expect(email).toHaveFocus();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('clears the field error as soon as the address is changed', async () => {
    const { play } = renderPageStory(UnknownEmail);
    await play();
    await userEvent.setup().type(screen.getByRole('textbox', { name: /^E-mail/ }), 'm');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).not.toHaveAttribute('aria-invalid');
  });

  it('is busy while sending and sends only once', async () => {
    const requests = recordRequests('post', SEND_LINK);
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
