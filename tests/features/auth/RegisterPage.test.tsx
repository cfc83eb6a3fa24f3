import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
// The stories' own user-event: the plays run here too, and two bundled copies of user-event on
// one document lose React's onChange (a pasted value shows but never reaches the form).
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getRegisterMockHandler422 } from '@/api/generated/auth/auth.msw';
import { RESEND_COOLDOWN_SECONDS } from '@/features/auth/CheckInbox';
import { server } from '@/mocks/node';
import { getCurrentUser } from '@/session';
import { useSession } from '@/stores/session';
import * as stories from '../../../stories/pages/auth/Register.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const {
  Default,
  ValidationFailed,
  GermanValidationFailed,
  CheckedInBrowser,
  GermanCheckedInBrowser,
  NetworkFailure,
} = composeStories(stories);

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** Fills every field (pasting: one render per field), accepts the terms and submits. */
async function register(email: string) {
  const user = userEvent.setup();
  const fill = async (label: RegExp, text: string) => {
    await user.click(input(label));
    await user.paste(text);
  };
  await fill(/^First name/, 'Anna');
  await fill(/^Last name/, 'Virtanen');
  await fill(/^E-mail/, email);
  await fill(/^Password/, 'Sup3r-secret');
  await fill(/^Confirm password/, 'Sup3r-secret');
  await user.click(screen.getByRole('checkbox', { name: /^I accept the terms/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('RegisterPage', () => {
  useCleanClient();

  it('signs the new user in for this session and goes home', async () => {
    const setCookie = vi.spyOn(Cookies, 'set');
    const { queryClient, location } = renderPageStory(Default);
    await register('anna.virtanen@example.com');
    // Sign-in, the user and the navigation: generous on a busy machine.
    await waitFor(() => expect(location.current?.pathname).toBe('/en/home'), { timeout: 5000 });
    const token = useSession.getState().token;
    expect(token).toMatch(/^demo-/);
    // No `expires`: a session cookie (only "remember me" on sign-in keeps it for 365 days).
    expect(setCookie).toHaveBeenCalledWith(
      'token',
      token,
      expect.not.objectContaining({ expires: expect.anything() }),
    );
    expect(getCurrentUser(queryClient)).toMatchObject({
      email: 'anna.virtanen@example.com',
      first_name: 'Anna',
      second_name: 'Virtanen',
    });
  });

  it('asks an address that must be verified to check the inbox, and sends the link again', async () => {
    const { location } = renderPageStory(Default);
    const user = await register('anna@verify.example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/We have sent a verification link to anna@verify\.example\.com\./),
    ).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    expect(location.current?.pathname).toBe('/en/register');

    const again = screen.getByRole('button', { name: 'Send the link again' });
    expect(again).toBeDisabled();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
      await waitFor(() => expect(again).toBeEnabled(), { timeout: 3000 });
      await user.click(again);
      expect(
        await screen.findByText('We have e-mailed your verification link.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs the story: 422 messages under First name, Last name, E-mail and Password (English)', async () => {
    await renderPageStory(ValidationFailed).play();
  });

  it('runs the story: the same 422 keys come out in German with the German labels', async () => {
    await renderPageStory(GermanValidationFailed).play();
  });

  it('checks an empty form in the browser in Finnish, with the Finnish labels, and sends nothing', async () => {
    const registrations = recordRequests('post', '*/api/register');
    renderPageStory(ValidationFailed, { locale: 'fi', watch: [registrations.handler] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Luo tili' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Korjaa alla olevat 6 kenttää.');
    expect(registrations.seen).toHaveLength(0);
    const expected: [RegExp, string][] = [
      [/^Etunimi/, 'Kenttä ”Etunimi” on pakollinen.'],
      [/^Sukunimi/, 'Kenttä ”Sukunimi” on pakollinen.'],
      [/^Sähköposti/, 'Kenttä ”Sähköposti” on pakollinen.'],
      [/^Salasana/, 'Kenttä ”Salasana” on pakollinen.'],
    ];
    for (const [label, message] of expected) {
      expect(input(label)).toHaveAttribute('aria-invalid', 'true');
      expect(input(label)).toHaveAccessibleDescription(message);
    }
    expect(input(/^Etunimi/)).toHaveFocus();
  });

  it('runs the story: the browser checks every field before sending (English)', async () => {
    const registrations = recordRequests('post', '*/api/register');
    await renderPageStory(CheckedInBrowser, { watch: [registrations.handler] }).play();
    expect(registrations.seen).toHaveLength(0);
  });

  it('runs the story: the same checks in German name the German labels', async () => {
    const registrations = recordRequests('post', '*/api/register');
    await renderPageStory(GermanCheckedInBrowser, { watch: [registrations.handler] }).play();
    expect(registrations.seen).toHaveLength(0);
  });

  it('reads an English Laravel 422 in German, with the German labels and its own numbers', async () => {
    server.use(
      getRegisterMockHandler422({
        message: 'The first name field is required. (and 3 more errors)',
        errors: {
          first_name: ['The first name field is required.'],
          second_name: ['The second name field is required.'],
          email: ['The email has already been taken.'],
          password: ['The password field must be at least 10 characters.'],
        },
      }),
    );
    renderPageStory(GermanValidationFailed, { withHandlers: false });
    const user = userEvent.setup();
    const fill = async (label: RegExp, text: string) => {
      await user.click(input(label));
      await user.paste(text);
    };
    await fill(/^Vorname/, 'Anna');
    await fill(/^Nachname/, 'Virtanen');
    await fill(/^E-Mail/, 'anna@example.com');
    await fill(/^Passwort(?!\sbestätigen)/, 'Sup3r-secret');
    await fill(/^Passwort bestätigen/, 'Sup3r-secret');
    await user.click(screen.getByRole('checkbox', { name: /^Ich akzeptiere/ }));
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte korrigieren Sie die 4 Felder unten.',
    );
    expect(input(/^Nachname/)).toHaveAccessibleDescription('Das Feld „Nachname“ ist erforderlich.');
    expect(input(/^E-Mail/)).toHaveAccessibleDescription('„E-Mail“ ist bereits vergeben.');
    expect(input(/^Passwort(?!\sbestätigen)/)).toHaveAccessibleDescription(
      '„Passwort“ muss mindestens 10 Zeichen lang sein.',
    );
  });

  it('runs the story: the translated network banner, everything typed kept', async () => {
    await renderPageStory(NetworkFailure).play();
    expect(useSession.getState().token).toBeNull();
  });
});
