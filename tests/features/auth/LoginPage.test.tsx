import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '@/features/auth/LoginPage';
import type { AuthLinks } from '@/features/auth/links';
import { useSession } from '@/stores/session';
import { useCleanClient } from '../../api/helpers';
import { renderWithProviders } from '../../utils/render';

const links: AuthLinks = {
  home: '/en/home',
  login: '/en/login',
  register: '/en/register',
  passwordRequest: '/en/password/reset',
  emailResend: '/en/email/resend',
};

function renderLogin(locale: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/:lang/login" element={<LoginPage links={links} />} />
      <Route path="/en/home" element={<p>Home page</p>} />
      <Route path="/en/transactions" element={<p>Transactions page</p>} />
    </Routes>,
    { locale, initialEntries: [`/${locale}/login`] },
  );
}

describe('LoginPage', () => {
  useCleanClient();

  it('shows the server message under the e-mail and in the banner for a wrong password, keeping the input', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), 'demo@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const message = 'These credentials do not match our records.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(message);
    expect(email).toHaveValue('demo@example.com');
    expect(email).toHaveFocus();
  });

  it('signs in with remember me, saves the token and goes home', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), 'demo@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Home page', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(useSession.getState().token).toMatch(/^demo-/);
    expect(useSession.getState().user?.email).toBe('demo@example.com');
  });

  it('goes to the remembered intended URL and consumes it', async () => {
    Cookies.set('intended_url', '/en/transactions?page=2', { path: '/' });
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), 'demo@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Transactions page', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(Cookies.get('intended_url')).toBeUndefined();
  });

  it('fails with a clear banner when the account cannot be used (status failed)', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), 'failed@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Your account cannot be used right now.');
    expect(useSession.getState().token).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('is translated (German labels and validation attribute)', async () => {
    renderLogin('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-Mail/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
  });
});
