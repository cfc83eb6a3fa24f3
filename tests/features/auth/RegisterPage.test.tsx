import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
// The stories' own user-event: the plays run here too, and two bundled copies of user-event on
// one document lose React's onChange (a pasted value shows but never reaches the form).
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '@/session';
import { useSession } from '@/stores/session';
import * as stories from '../../../stories/pages/auth/Register.stories';
import { useCleanClient } from '../../api/helpers';
import { renderPageStory } from './renderPageStory';

const { Default, ValidationFailed, GermanValidationFailed, NetworkFailure } =
  composeStories(stories);

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
    await waitFor(() => expect(location.current?.pathname).toBe('/en/home'));
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

    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have emailed your verification link.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs the story: 422 messages under First name, Last name, E-mail and Password (English)', async () => {
    await renderPageStory(ValidationFailed).play();
  });

  it('runs the story: the same 422 keys come out in German with the German labels', async () => {
    await renderPageStory(GermanValidationFailed).play();
  });

  it('translates the 422 keys with the Finnish labels on a Finnish page', async () => {
    renderPageStory(ValidationFailed, { locale: 'fi' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Luo tili' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    const expected: [RegExp, string][] = [
      [/^Etunimi/, 'Kenttä ”Etunimi” on pakollinen.'],
      [/^Sukunimi/, 'Kenttä ”Sukunimi” on pakollinen.'],
      [/^Sähköposti/, '”Sähköposti” on jo käytössä.'],
      [/^Salasana/, 'Kentän ”Salasana” vahvistus ei täsmää.'],
    ];
    for (const [label, message] of expected) {
      expect(input(label)).toHaveAttribute('aria-invalid', 'true');
      expect(input(label)).toHaveAccessibleDescription(message);
    }
    expect(input(/^Etunimi/)).toHaveFocus();
  });

  it('runs the story: the translated network banner, everything typed kept', async () => {
    await renderPageStory(NetworkFailure).play();
    expect(useSession.getState().token).toBeNull();
  });
});
