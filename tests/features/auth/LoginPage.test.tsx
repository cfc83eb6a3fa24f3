import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
// The stories' own user-event: the plays run here too, and two bundled copies of user-event on
// one document lose React's onChange (a pasted value shows but never reaches the form).
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@/mocks/demo-accounts';
import { getCurrentUser, rememberIntendedUrl } from '@/session';
import { useSession } from '@/stores/session';
import * as stories from '../../../stories/pages/auth/Login.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const {
  Default,
  ValidationFailed,
  WrongPassword,
  GermanWrongPassword,
  AccountUnavailable,
  NetworkFailure,
  German,
} = composeStories(stories);

const emailInput = () => screen.getByLabelText(/^E-mail/);
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });

/** Pastes the credentials (one render per field, where typing renders once per key) and signs in. */
async function signIn(email: string, password: string, { remember = false, double = false } = {}) {
  const user = userEvent.setup();
  await user.click(emailInput());
  await user.paste(email);
  await user.click(passwordInput());
  await user.paste(password);
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  const button = screen.getByRole('button', { name: 'Sign in' });
  await (double ? user.dblClick(button) : user.click(button));
}

describe('LoginPage', () => {
  useCleanClient();

  it('signs in with remember me: a 365-day token cookie, the user in the query cache, then home', async () => {
    const setCookie = vi.spyOn(Cookies, 'set');
    const { queryClient, location } = renderPageStory(Default);
    await signIn('demo@example.com', DEMO_PASSWORD, { remember: true });
    // Sign-in, the user and the navigation: generous on a busy machine.
    await waitFor(() => expect(location.current?.pathname).toBe('/en/home'), { timeout: 5000 });
    const token = useSession.getState().token;
    expect(token).toMatch(/^demo-/);
    expect(setCookie).toHaveBeenCalledWith(
      'token',
      token,
      expect.objectContaining({ expires: 365, path: '/' }),
    );
    expect(Cookies.get('token')).toBe(token);
    expect(getCurrentUser(queryClient)).toMatchObject({
      email: 'demo@example.com',
      status: 'active',
    });
  });

  it('goes to the remembered intended URL and consumes it', async () => {
    rememberIntendedUrl('/en/transactions?page=2');
    const { location } = renderPageStory(Default);
    await signIn('demo@example.com', DEMO_PASSWORD);
    await waitFor(() => expect(location.current?.pathname).toBe('/en/transactions'), {
      timeout: 5000,
    });
    expect(location.current?.search).toBe('?page=2');
    expect(Cookies.get('intended_url')).toBeUndefined();
  });

  it("says the demo backend's wrong-password message once, in the banner, without marking the e-mail", async () => {
    const { location } = renderPageStory(Default);
    await signIn('demo@example.com', 'not-my-password');
    const message = 'These credentials do not match our records.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    const email = emailInput();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveValue('demo@example.com');
    expect(passwordInput()).toHaveValue('not-my-password');
    expect(useSession.getState().token).toBeNull();
    expect(location.current?.pathname).toBe('/en/login');
  });

  it('checks the fields in the browser and sends nothing while they are wrong', async () => {
    const logins = recordRequests('post', '*/api/login');
    renderPageStory(Default, { watch: [logins.handler] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the 2 fields below.',
    );
    expect(emailInput()).toHaveAccessibleDescription('The E-mail field is required.');
    expect(passwordInput()).toHaveAccessibleDescription('The Password field is required.');
    expect(emailInput()).toHaveFocus();
    await user.paste('anna@example');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(emailInput()).toHaveAccessibleDescription('The E-mail must be a valid e-mail address.');
    expect(logins.seen).toHaveLength(0);
  });

  it('runs the story: a German page reads an English Laravel answer in German, once', async () => {
    await renderPageStory(GermanWrongPassword).play();
  });

  it('runs the story: a lone message (401) is said once, in the banner', async () => {
    await renderPageStory(WrongPassword).play();
  });

  it("runs the story: the browser's checks under their fields, the count in the banner", async () => {
    await renderPageStory(ValidationFailed).play();
  });

  it('fails with the translated banner and keeps no token when the account has status failed', async () => {
    const { play, queryClient, location } = renderPageStory(AccountUnavailable);
    await play();
    expect(useSession.getState().token).toBeNull();
    expect(Cookies.get('token')).toBeUndefined();
    expect(getCurrentUser(queryClient)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(location.current?.pathname).toBe('/en/login');
  });

  it('runs the story: the translated network banner when the server cannot be reached', async () => {
    await renderPageStory(NetworkFailure).play();
    expect(useSession.getState().token).toBeNull();
  });

  it('sends the sign-in once when the button is double-clicked', async () => {
    const logins = recordRequests('post', '*/api/login');
    const { location } = renderPageStory(Default, { watch: [logins.handler] });
    await signIn('demo@example.com', DEMO_PASSWORD, { double: true });
    // Sign-in, the user and the navigation: generous on a busy machine.
    await waitFor(() => expect(location.current?.pathname).toBe('/en/home'), { timeout: 5000 });
    expect(logins.seen).toHaveLength(1);
  });

  it('is translated: German heading, labels, password toggle and links', async () => {
    await renderPageStory(German).play();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeInTheDocument();
  });
});
