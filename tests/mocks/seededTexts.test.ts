import { describe, expect, it } from 'vitest';
import { SEEDED_TOKENS } from '@/mocks/db';
import { requestLanguage } from '@/mocks/i18n/language';
import { TEXTS } from '@/mocks/i18n/texts';
import { DEPOSIT_METHODS, WITHDRAW_METHODS } from '@/mocks/seed/catalog';
import { LOCALES } from '@/i18n/locales';
import { ORIGIN, type Loose } from './api';

/** A call as the app makes it, in `language` (no Accept-Language header when undefined). */
async function ask(
  path: string,
  body: unknown = {},
  language?: string,
  token = SEEDED_TOKENS.demo,
) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Bearer ${token}`,
  };
  if (language) headers['Accept-Language'] = language;
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as Loose };
}

const comments = async (language?: string): Promise<string[]> =>
  ((await ask('/api/transactions', { per_page: 100 }, language)).data.data as Loose[]).map(
    (row) => row.comment,
  );

describe('demo backend: seeded labels and texts in the request’s language', () => {
  it('names the wallets in German for Accept-Language: de, in English without the header', async () => {
    const german = (await ask('/api/wallets', {}, 'de-DE,de;q=0.9,en;q=0.8')).data as Loose[];
    expect(german.map((wallet) => wallet.name)).toEqual(['Haupt-Wallet', 'EUR-Wallet']);
    const english = (await ask('/api/wallets')).data as Loose[];
    expect(english.map((wallet) => wallet.name)).toEqual(['Main wallet', 'EUR wallet']);
    expect(german.map((wallet) => wallet.balance)).toEqual(english.map((wallet) => wallet.balance));
  });

  it('writes the transactions’ comments in German, numbers in German notation, the rest untouched', async () => {
    const german = await comments('de');
    expect(german).toContain('Ersteinzahlung');
    expect(german).toContain('Einzahlungsgebühr Visa / Mastercard 1,5 %');
    expect(german).toContain('CBLT: Verkauf von 50 Aktien zu 31,2');
    const english = await comments();
    expect(english).toContain('Initial deposit');
    expect(english).toContain('Visa / Mastercard deposit fee 1.5%');
    expect(english).toContain('CBLT: sale of 50 shares at 31.2');
    expect(german).toHaveLength(english.length);
  });

  it('labels the payment methods and their details in German, brand names as they are', async () => {
    const german = (await ask('/api/withdraw/methods', {}, 'de')).data.data as Loose[];
    const bank = german.find((method) => method.type === 'bank_transfer');
    expect(bank.name).toBe('Banküberweisung (SWIFT/SEPA)');
    expect(bank.fields.map((field: Loose) => [field.name, field.label])).toEqual([
      ['account_holder', 'Kontoinhaber'],
      ['iban', 'IBAN'],
      ['swift', 'SWIFT / BIC'],
      ['bank_name', 'Name der Bank'],
    ]);
    expect(german.find((method) => method.type === 'e_wallet').name).toBe('Skrill');
    const english = (await ask('/api/withdraw/methods')).data.data;
    expect(english).toEqual(WITHDRAW_METHODS);
    expect((await ask('/api/deposit/methods')).data.data).toEqual(DEPOSIT_METHODS);
  });

  it('writes a seeded ticket in German, and support’s automatic answer too', async () => {
    const german = (await ask('/api/tickets/get-ticket-by-id', { ticket_id: 103 }, 'de')).data.data;
    expect(german.subject).toBe('Einzahlung noch nicht gutgeschrieben');
    expect(german.messages[1].body).toMatch(/^Danke, wir haben Ihre Überweisung gefunden\./);
    const english = (await ask('/api/tickets/get-ticket-by-id', { ticket_id: 103 })).data.data;
    expect(english.subject).toBe('Deposit not credited yet');
    expect(english.messages[1].body).toMatch(/^Thank you, we have found your transfer\./);

    const created = (await ask('/api/tickets/create', { subject: 'Karte', message: 'Hallo' })).data;
    const answered = (
      await ask('/api/tickets/get-ticket-by-id', { ticket_id: created.data.id }, 'fi')
    ).data.data;
    expect(answered.messages.at(-1)).toMatchObject({
      author: 'support',
      body: expect.stringMatching(/^Kiitos viestistäsi\./),
    });
  });

  it('keeps what a client typed exactly as typed, in every language, even text that looks like a key', async () => {
    const typed = { subject: 'Main wallet', message: '⟦wallet.main⟧ Initial deposit' };
    const created = (await ask('/api/tickets/create', typed, 'en')).data.data;
    for (const language of ['de', 'ru', undefined]) {
      const read = (await ask('/api/tickets/get-ticket-by-id', { ticket_id: created.id }, language))
        .data.data;
      expect(read.subject).toBe('Main wallet');
      expect(read.messages[0].body).toBe('⟦wallet.main⟧ Initial deposit');
    }
    const sneaky = '\u0000⟦wallet.main⟧';
    const reply = (await ask('/api/tickets/create', { subject: sneaky, message: sneaky }, 'de'))
      .data.data;
    expect(reply.subject).toBe('⟦wallet.main⟧');
  });

  it('names a transfer’s other side in its comment in the reader’s language', async () => {
    const answer = await ask(
      '/api/transfer/create',
      { from: { type: 'wallet', id: 1 }, to: { type: 'trading_account', id: 301 }, amount: 5 },
      'de',
    );
    expect(answer.data.data.comment).toBe('An Handelskonto 5100301');
    const back = await ask(
      '/api/transfer/create',
      { from: { type: 'trading_account', id: 301 }, to: { type: 'wallet', id: 1 }, amount: 5 },
      'pl',
    );
    expect(back.data.data.comment).toBe('Z: rachunek handlowy 5100301');
  });
});

describe('requestLanguage', () => {
  it('takes the first supported language by preference, nb/nn as no, English otherwise', () => {
    expect(requestLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(requestLanguage('en;q=0.2, fr-CA;q=0.9')).toBe('fr');
    expect(requestLanguage('zh-CN, nb;q=0.5')).toBe('no');
    expect(requestLanguage('nn-NO')).toBe('no');
    expect(requestLanguage('ja, de;q=0')).toBe('en');
    expect(requestLanguage('')).toBe('en');
    expect(requestLanguage(null)).toBe('en');
  });
});

describe('the seeded texts’ catalogue', () => {
  it('has every text in all eleven languages, with the English placeholders', () => {
    for (const [key, texts] of Object.entries(TEXTS)) {
      const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(String).sort();
      for (const locale of LOCALES) {
        expect(texts[locale], `${key} ${locale}`).toBeTruthy();
        expect(placeholders(texts[locale]), `${key} ${locale}`).toEqual(placeholders(texts.en));
      }
    }
  });
});
