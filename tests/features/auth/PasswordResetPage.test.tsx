import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
// One user-event copy per document, the tests' own (tests/utils/play.ts says why).
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '@/features/auth/LoginPage';
import { PasswordResetPage } from '@/features/auth/PasswordResetPage';
import { getDb } from '@/mocks/db';
import { VALID_RESET_TOKEN } from '@/mocks/handlers/auth';
import * as stories from '../../../stories/pages/auth/PasswordReset.stories';
import { useCleanClient } from '../../api/helpers';
import { renderWithProviders } from '../../utils/render';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const { Default, Success, PasswordTooShort, CheckedInBrowser, InvalidToken, Offline, German } =
  composeStories(stories);

const RESET = '*/api/password/reset';

async function savePassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  // Pasted rather than typed key by key (as from a password manager): what is sent matters here.
  await user.click(screen.getByLabelText(/^New password/, { selector: 'input' }));
  await user.paste(password);
  await user.click(screen.getByLabelText(/^Confirm password/, { selector: 'input' }));
  await user.paste(confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('PasswordResetPage', () => {
  useCleanClient();

  it("sends token, e-mail and both passwords, then shows the server's notice on the sign-in page", async () => {
    renderWithProviders(
      <Routes>
        <Route path="/:lang/password/reset/:token" element={<PasswordResetPage />} />
        <Route path="/:lang/login" element={<LoginPage />} />
      </Routes>,
      { initialEntries: [`/en/password/reset/${VALID_RESET_TOKEN}?email=demo%40example.com`] },
    );
    await savePassword('n3w-Passw0rd');

    await waitFor(() =>
      expect(getDb().users.find((row) => row.email === 'demo@example.com')?.password).toBe(
        'n3w-Passw0rd',
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('demo@example.com');
  });

  it('sends exactly `{ token, email, password, password_confirmation }`', async () => {
    const resets = recordRequests('post', RESET);
    const { location } = renderPageStory(Success, { watch: [resets.handler] });
    await savePassword('n3w-Passw0rd');
    await waitFor(() => expect(location.current?.pathname).toBe('/en/login'));
    expect(location.current?.state).toEqual({
      notice: 'Your password has been reset.',
      email: 'demo@example.com',
    });
    expect(resets.seen).toHaveLength(1);
    expect(await resets.seen[0]!.json()).toEqual({
      token: VALID_RESET_TOKEN,
      email: 'demo@example.com',
      password: 'n3w-Passw0rd',
      password_confirmation: 'n3w-Passw0rd',
    });
  });

  it('runs the story: saving leaves the page', async () => {
    const { play } = renderPageStory(Success);
    await play();
  });

  it('takes the e-mail from the link', async () => {
    const { play } = renderPageStory(Default);
    await play();
  });

  it('checks the new password in the browser, sends nothing while it is too short, and moves focus there', async () => {
    const requests = recordRequests('post', RESET);
    renderPageStory(Default, { watch: [requests.handler] });
    await savePassword('short');
    const message = 'The New password must be at least 8 characters.';
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the field below.');
    expect(requests.seen).toHaveLength(0);
    const password = screen.getByLabelText(/^New password/, { selector: 'input' });
    expect(password).toHaveAccessibleDescription(message);
    expect(password).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).not.toHaveAttribute('aria-invalid');
  });

  it('checks that the confirmation matches before sending', async () => {
    const requests = recordRequests('post', RESET);
    renderPageStory(Default, { watch: [requests.handler] });
    await savePassword('n3w-Passw0rd', 'n3w-Passw0rD');
    const confirmation = await screen.findByLabelText(/^Confirm password/, { selector: 'input' });
    expect(confirmation).toHaveAccessibleDescription('The passwords do not match.');
    expect(requests.seen).toHaveLength(0);
  });

  it('runs the story: the browser refuses a short password before sending', async () => {
    await renderPageStory(CheckedInBrowser).play();
  });

  it('runs the 422 story: the message under the new password', async () => {
    const { play } = renderPageStory(PasswordTooShort);
    await play();
  });

  it("shows a bad token's message under the e-mail (demo backend)", async () => {
    renderPageStory(Default, {
      initialEntries: ['/en/password/reset/expired-token?email=demo%40example.com'],
    });
    await savePassword('n3w-Passw0rd');
    const message = 'This password reset link is invalid or has expired.';
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the field below.');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(message);
    expect(getDb().users.find((row) => row.email === 'demo@example.com')?.password).not.toBe(
      'n3w-Passw0rd',
    );
  });

  it('shows an error on `token` (which has no field) under the e-mail', async () => {
    const { play } = renderPageStory(InvalidToken);
    await play();
  });

  it('shows the translated offline banner and keeps what was typed', async () => {
    const { play } = renderPageStory(Offline);
    await play();
  });

  it('is translated', async () => {
    const { play } = renderPageStory(German);
    await play();
  });
});
