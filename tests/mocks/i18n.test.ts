import { describe, expect, it } from 'vitest';
import { MOCK_LOCALES, requestLocale, translateMockText } from '@/mocks/i18n';
import { MOCK_MESSAGES } from '@/mocks/i18n-messages';
import { ORIGIN } from './api';

/** A call as the app makes it: JSON, no token, in the page's language. */
async function post(path: string, body: unknown, language: string) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

describe('demo backend: answers in the language of Accept-Language', () => {
  it('sends the validation messages of a registration in German, naming the German fields', async () => {
    const answer = await post('/api/register', { email: 'not-an-address', password: 'short' }, 'de-DE,de;q=0.9,en;q=0.8');
    expect(answer.status).toBe(422);
    expect(answer.data.errors).toEqual({
      first_name: ['Das Feld „Vorname“ ist erforderlich.'],
      second_name: ['Das Feld „Nachname“ ist erforderlich.'],
      email: ['„E-Mail“ muss eine gültige E-Mail-Adresse sein.'],
      password: ['„Passwort“ muss mindestens 8 Zeichen lang sein.'],
      terms: ['„Allgemeine Geschäftsbedingungen“ muss akzeptiert werden.'],
    });
    expect(answer.data.message).toBe('Das Feld „Vorname“ ist erforderlich.');
  });

  it('refuses a wrong password in Finnish', async () => {
    const answer = await post('/api/login', { email: 'demo@example.com', password: 'nope' }, 'fi');
    expect(answer.status).toBe(422);
    expect(answer.data).toEqual({
      message: 'Nämä tunnukset eivät vastaa tietojamme.',
      errors: { email: ['Nämä tunnukset eivät vastaa tietojamme.'] },
    });
  });

  it('sends its status messages in the language too', async () => {
    const answer = await post('/api/password/email', { email: 'demo@example.com' }, 'fr');
    expect(answer.data).toEqual({ status: 'Nous vous avons envoyé par e-mail le lien de réinitialisation du mot de passe.' });
  });

  it('stays English without a language it speaks', async () => {
    const answer = await post('/api/login', { email: 'demo@example.com', password: 'nope' }, 'ja, tr;q=0.5');
    expect(answer.data.message).toBe('These credentials do not match our records.');
  });

  it('reads the first language it speaks from the header, Norwegian Bokmål as no', () => {
    const request = (language: string) => new Request(ORIGIN, { headers: { 'Accept-Language': language } });
    expect(requestLocale(request('ja, pl;q=0.8, de;q=0.5'))).toBe('pl');
    expect(requestLocale(request('nb-NO'))).toBe('no');
    expect(requestLocale(request(''))).toBe('en');
  });

  it('has every template, sentence and field name in all ten other languages', () => {
    const [reference] = Object.values(MOCK_MESSAGES);
    for (const locale of MOCK_LOCALES.filter((l) => l !== 'en')) {
      const table = MOCK_MESSAGES[locale]!;
      expect(Object.keys(table.templates)).toEqual(Object.keys(reference!.templates));
      expect(Object.keys(table.sentences)).toEqual(Object.keys(reference!.sentences));
      expect(Object.keys(table.attributes)).toEqual(Object.keys(reference!.attributes));
      expect(translateMockText('The email field is required.', locale)).not.toBe('The email field is required.');
    }
  });

  it('keeps numbers and unknown field names, and the older Laravel wording', () => {
    expect(translateMockText('The subject field must not be greater than 150 characters.', 'de')).toBe(
      '„Betreff“ darf höchstens 150 Zeichen lang sein.',
    );
    expect(translateMockText('The attachment must not be greater than 10240 kilobytes.', 'ru')).toContain('10240');
    expect(translateMockText('The wallet id field is required.', 'es')).toBe('El campo «Monedero» es obligatorio.');
    expect(translateMockText('Something only the demo says.', 'de')).toBe('Something only the demo says.');
  });
});
