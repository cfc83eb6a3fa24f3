import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
// The stories' play functions type with the user-event copy inside storybook/test; a second copy
// in the same document breaks React's input value tracking, so the tests use that one too.
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/auth/PasswordRequest.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory, submitEmail } from './renderPageStory';

const { Default, Sent, Sending, UnknownEmail, Offline, German } = composeStories(stories);

const SEND_LINK = '*/api/password/email';

const requestLink = (email: string) => submitEmail(email, 'Send reset link');

describe('PasswordRequestPage', () => {
  useCleanClient();

  it("sends `{ email }` once and shows the demo backend's status", async () => {
    const requests = recordRequests('post', SEND_LINK);
    renderPageStory(Default, { watch: [requests.handler] });
    await requestLink('demo@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have emailed your password reset link.',
    );
    expect(requests.seen).toHaveLength(1);
    expect(await requests.seen[0]!.json()).toEqual({ email: 'demo@example.com' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("runs the story: the server's status above the form", async () => {
    const { play } = renderPageStory(Sent);
    await play();
  });

  it("shows the demo backend's 422 under the e-mail field and in the banner, and moves focus there", async () => {
    renderPageStory(Default);
    await requestLink('nobody@example.com');
    const message = "We can't find a user with that email address.";
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
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
