import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { recogniseLaravelMessage, translateServerMessage } from '@/form';
import { loadMessages } from '@/i18n/loadMessages';
import { ORIGIN } from './api';

/** A call as the app makes it: JSON, no token, in the page's language. */
async function post(path: string, body: unknown, language = 'en') {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Accept-Language': language,
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as {
    message?: string;
    status?: string;
    errors?: Record<string, string[]>;
  };
}

/** Every text of an answer: `message`, `status` and the field messages. */
const textsOf = (answer: Awaited<ReturnType<typeof post>>): string[] => [
  ...(answer.message === undefined ? [] : [answer.message]),
  ...(answer.status === undefined ? [] : [answer.status]),
  ...Object.values(answer.errors ?? {}).flat(),
];

describe('demo backend: answers in Laravel’s English, which the app shows in the page’s language', () => {
  const invalidRegistration = { email: 'not-an-address', password: 'short' };

  it('sends the same English whatever Accept-Language asks for', async () => {
    const german = await post('/api/register', invalidRegistration, 'de-DE,de;q=0.9');
    expect(german).toEqual(await post('/api/register', invalidRegistration, 'en'));
    expect(german.errors?.first_name).toEqual(['The first name field is required.']);
  });

  it('words every sign-in, registration and password message as the app recognises it', async () => {
    await post('/api/register', {
      first_name: 'Ann',
      second_name: 'Tester',
      email: 'ann@verify.example.com',
      password: 'secret-pass-1',
      password_confirmation: 'secret-pass-1',
      terms: true,
    });
    const answers = await Promise.all([
      post('/api/register', invalidRegistration),
      post('/api/register', {
        email: 'demo@example.com',
        password: 'secret-pass-1',
        password_confirmation: 'other',
      }),
      post('/api/login', { email: 'demo@example.com', password: 'nope' }),
      post('/api/login', { email: 'ann@verify.example.com', password: 'secret-pass-1' }),
      post('/api/password/email', { email: 'nobody@example.com' }),
      post('/api/password/email', { email: 'demo@example.com' }),
      post('/api/password/reset', {
        token: 'wrong',
        email: 'demo@example.com',
        password: 'secret-pass-1',
        password_confirmation: 'secret-pass-1',
      }),
      post('/api/email/resend', { email: 'demo@example.com' }),
      post('/api/autologin', { token: 'unknown-link' }),
    ]);
    const texts = answers.flatMap(textsOf);
    expect(texts.length).toBeGreaterThan(15);
    for (const text of texts) expect(recogniseLaravelMessage(text), text).not.toBeNull();
  });

  it('reads in German once the app translates it with the form’s German labels', async () => {
    const answer = await post('/api/register', invalidRegistration, 'de');
    const de = createIntl({ locale: 'de', messages: await loadMessages('de'), onError: () => {} });
    const labels: Record<string, string> = {
      first_name: 'Vorname',
      email: 'E-Mail',
      password: 'Passwort',
      terms: 'Allgemeine Geschäftsbedingungen',
    };
    const shown = Object.fromEntries(
      Object.keys(labels).map((field) => [
        field,
        translateServerMessage(de, answer.errors?.[field]?.[0] ?? '', labels[field]),
      ]),
    );
    expect(shown).toEqual({
      first_name: 'Das Feld „Vorname“ ist erforderlich.',
      email: '„E-Mail“ muss eine gültige E-Mail-Adresse sein.',
      password: '„Passwort“ muss mindestens 8 Zeichen lang sein.',
      terms: '„Allgemeine Geschäftsbedingungen“ muss akzeptiert werden.',
    });
  });
});
